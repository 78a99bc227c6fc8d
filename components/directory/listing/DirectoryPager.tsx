import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/Pager';
import styles from './listing.module.css';

/** Spec §9: the directory's pager shows two pages either side of the current one. */
const PAGES_SHOWN = 5;

/** The shared pager in the directory's colour; nothing when everything fits on one page. */
export async function DirectoryPager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('yp.pager');
  const labels = { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: t('page', { page: '{page}' }) };
  return <Pager page={page} totalPages={totalPages} labels={labels} size={PAGES_SHOWN} hrefFor={hrefFor} className={styles.pager} />;
}
