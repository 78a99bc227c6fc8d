import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { MainCategory } from '@/lib/directory/categories';
import { directoryPages } from '@/lib/directory/queries';
import { directoryPaths, isSearchType, type DirectoryBase } from '@/lib/directory/paths';
import { SearchBox } from '../search/SearchBox';
import { SearchResults } from '../search/SearchResults';
import { LoadError } from '../listing/Notice';
import { CategoryOverview } from './CategoryOverview';
import { NewsBlock } from './NewsBlock';
import { pageNumber } from '../listing/page-number';
import styles from './home.module.css';

export type HomeSearchParams = { type?: string | string[]; term?: string | string[]; page?: string | string[] };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The directory home (/yp and /yellow-page): search with Company/Consultant tabs, results, categories, news. */
export async function DirectoryHome({ locale, base, searchParams }: { locale: Locale; base: DirectoryBase; searchParams: HomeSearchParams }) {
  const t = await getTranslations('yp');
  const type = isSearchType(first(searchParams.type)) ? (first(searchParams.type) as 'company' | 'consultant') : 'company';
  const term = first(searchParams.term).slice(0, 200);
  const paths = directoryPaths(base);
  let categories: MainCategory[] | null = null;
  let categoryError: unknown;
  try {
    categories = await directoryPages.categoryTree(locale);
  } catch (error) {
    categoryError = error;
  }
  return (
    <>
      <section className={styles.hero} aria-labelledby="yp-title">
        <div className="container">
          <h1 id="yp-title">{t('heading')}</h1>
          <p className={styles.tagline}>{t('tagline')}</p>
          <SearchBox base={base} initialType={type} initialTerm={term} surface="dark" />
        </div>
      </section>
      <div className="container">
        {term.trim() && <SearchResults locale={locale} base={base} type={type} term={term} page={pageNumber(searchParams.page)} />}
        {categories ? <CategoryOverview categories={categories} base={base} /> : <LoadError error={categoryError} what="categories" />}
        <NewsBlock locale={locale} />
        <section className={styles.cta} aria-labelledby="yp-register">
          <h2 id="yp-register">{t('home.registerTitle')}</h2>
          <p>{t('home.registerText')}</p>
          <Link href={paths.register} className={styles.ctaLink}>
            {t('home.registerLink')}
          </Link>
        </section>
      </div>
    </>
  );
}
