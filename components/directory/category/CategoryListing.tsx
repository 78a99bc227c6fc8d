import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPages } from '@/lib/directory/queries';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@/lib/directory/listing-sizes';
import { directoryPaths } from '@/lib/directory/paths';
import { CompanyGrid } from '../listing/CompanyGrid';
import { ConsultantTable } from '../listing/ConsultantTable';
import { DirectoryPager } from '../listing/DirectoryPager';
import { LoadError } from '../listing/Notice';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './category.module.css';

type Choice = { locale: Locale; code: string; page: number; consultants: boolean };
/** A category's listing page, or what stopped it from being read (the page still shows, with a notice). */
export type ListingRead = Awaited<ReturnType<typeof read>> | { failed: unknown };

async function read({ locale, code, page, consultants }: Choice) {
  if (consultants) return { kind: 'consultant' as const, ...(await directoryPages.consultants({ lang: locale, page, limit: CONSULTANT_PAGE_SIZE })) };
  return { kind: 'company' as const, ...(await directoryPages.companiesByCategory({ lang: locale, category_code: code, page, limit: PUBLIC_PAGE_SIZE })) };
}

export function readListing(choice: Choice): Promise<ListingRead> {
  return read(choice).catch((failed: unknown) => ({ failed }));
}

/** A category's companies as cards (36 a page), or for 0403 its consultants as a table (50 a page). */
export async function CategoryListing({ code, page, listing: result }: { code: string; page: number; listing: ListingRead }) {
  const t = await getTranslations('yp.category');
  if ('failed' in result) return <LoadError error={result.failed} what={`category ${code}`} />;
  const href = (n: number) => `${directoryPaths('/yp').category(code)}?page=${n}`;
  if (result.total === 0) return <EmptyState>{result.kind === 'company' ? t('empty') : t('emptyConsultants')}</EmptyState>;
  return (
    <>
      <h2 className={styles.total}>{result.kind === 'company' ? t('total', { total: result.total }) : t('totalConsultants', { total: result.total })}</h2>
      {result.kind === 'company' ? (
        <CompanyGrid companies={result.companies} base="/yp" />
      ) : (
        <ConsultantTable consultants={result.consultants} firstNumber={(page - 1) * CONSULTANT_PAGE_SIZE + 1} />
      )}
      <DirectoryPager page={page} totalPages={result.totalPages} hrefFor={href} />
    </>
  );
}
