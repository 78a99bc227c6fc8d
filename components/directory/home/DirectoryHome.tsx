import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { MainCategory } from '@/lib/directory/categories';
import { directoryPages } from '@/lib/directory/queries';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { SearchBox } from '../search/SearchBox';
import { LoadError } from '../listing/Notice';
import { CategoryOverview } from './CategoryOverview';
import { NewsBlock } from './NewsBlock';
import styles from './home.module.css';

/**
 * The directory home (/yp and /yellow-page): search with Company/Consultant tabs, categories, news. The page
 * is cached as it is; a search opens the server-rendered results at /yp/search (an old /yp?type&term address is
 * sent there by the request guard, proxy.ts).
 */
export async function DirectoryHome({ locale, base }: { locale: Locale; base: DirectoryBase }) {
  const t = await getTranslations('yp');
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
          <SearchBox surface="dark" />
        </div>
      </section>
      <div className="container">
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
