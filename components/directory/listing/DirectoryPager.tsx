import { useTranslations } from 'next-intl';
import { Pager } from '@/components/ui/Pager';
import styles from './listing.module.css';

/** Spec §9: the directory's pager shows two pages either side of the current one. */
const PAGES_SHOWN = 5;

/** The shared pager in the directory's colour; nothing when everything fits on one page. */
export function DirectoryPager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const t = useTranslations('yp.pager');
  if (totalPages <= 1) return null;
  const labels = { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: t('page', { page: '{page}' }) };
  return <Pager page={page} totalPages={totalPages} labels={labels} size={PAGES_SHOWN} hrefFor={hrefFor} className={styles.pager} />;
}
