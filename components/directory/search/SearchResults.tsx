import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPages } from '@/lib/directory/queries';
import { isValidTerm, normalizeTerm } from '@/lib/directory/search';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@/lib/directory/api-schemas';
import { directoryPaths, type DirectoryBase, type SearchType } from '@/lib/directory/paths';
import { CompanyGrid } from '../listing/CompanyGrid';
import { ConsultantTable } from '../listing/ConsultantTable';
import { DirectoryPager } from '../listing/DirectoryPager';
import { LoadError } from '../listing/Notice';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './results.module.css';

type Props = { locale: Locale; base: DirectoryBase; type: SearchType; term: string; page: number };

async function read({ locale, type, term, page }: Props) {
  const q = { lang: locale, term: normalizeTerm(term), page };
  if (type === 'consultant') return { kind: 'consultant' as const, ...(await directoryPages.searchConsultants({ ...q, limit: CONSULTANT_PAGE_SIZE })) };
  return { kind: 'company' as const, ...(await directoryPages.searchCompanies({ ...q, limit: PUBLIC_PAGE_SIZE })) };
}

/** The results of a search from the home page (or any search box, which sends its visitor here). */
export async function SearchResults(props: Props) {
  const t = await getTranslations('yp.search');
  const { locale, base, type, term, page } = props;
  const shown = normalizeTerm(term);
  const heading = (
    <h2 id="search-results" className={styles.heading}>
      {t('results', { term: shown })}
    </h2>
  );
  if (!isValidTerm(term, locale)) {
    return (
      <section aria-labelledby="search-results" className={styles.results}>
        {heading}
        <p role="alert" className={styles.hint}>
          {t('hint')}
        </p>
      </section>
    );
  }
  let result: Awaited<ReturnType<typeof read>>;
  try {
    result = await read(props);
  } catch (error) {
    return (
      <section aria-labelledby="search-results" className={styles.results}>
        {heading}
        <LoadError error={error} what="search results" />
      </section>
    );
  }
  const paths = directoryPaths(base);
  const href = (n: number) => `${paths.search(type, shown)}&page=${n}`;
  return (
    <section aria-labelledby="search-results" className={styles.results}>
      {heading}
      {result.total === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <p className={styles.count}>{t('count', { total: result.total })}</p>
          {result.kind === 'company' ? (
            <CompanyGrid companies={result.companies} base={base} />
          ) : (
            <ConsultantTable consultants={result.consultants} firstNumber={(page - 1) * CONSULTANT_PAGE_SIZE + 1} />
          )}
          <DirectoryPager page={page} totalPages={result.totalPages} hrefFor={href} />
        </>
      )}
    </section>
  );
}
