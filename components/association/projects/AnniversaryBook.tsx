import { getTranslations } from 'next-intl/server';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

export const ANNIVERSARY_BOOK = '/files/mm/anniversary-book.pdf';

/** The 30th anniversary book, embedded with the browser's own PDF viewer; links to open or download it otherwise. */
export async function AnniversaryBook() {
  const t = await getTranslations('mm.pages');
  return (
    <section aria-labelledby="book" className={page.section}>
      <h2 id="book" className={page.sectionTitle}>
        {t('book')}
      </h2>
      <object data={ANNIVERSARY_BOOK} type="application/pdf" className={styles.book} aria-label={t('book')}>
        <p>{t('bookFallback')}</p>
      </object>
      <p className={styles.bookLinks}>
        <a href={ANNIVERSARY_BOOK} target="_blank" rel="noopener">
          {t('bookOpen')}
        </a>
        <a href={ANNIVERSARY_BOOK} download={`${t('book')}.pdf`}>
          {t('bookDownload')}
        </a>
      </p>
    </section>
  );
}
