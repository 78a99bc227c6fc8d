import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/Img';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

export const ANNIVERSARY_BOOK = '/files/mm/anniversary-book.pdf';
/** The book's first page as a picture (pdftoppm -f 1 -l 1 -scale-to 600). */
const FIRST_PAGE = '/images/mm/anniversary-book-page-1.png';

/**
 * The 30th anniversary book, embedded with the browser's own PDF viewer. Phone browsers show no PDF inside a
 * page (a dark box, issue 27.6): there the first page is shown as a picture that opens the book, beside the
 * links to open or download it.
 */
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
      <a href={ANNIVERSARY_BOOK} target="_blank" rel="noopener" className={styles.bookPreview}>
        <Img src={FIRST_PAGE} alt={t('bookPreview')} width={424} height={600} sourceWidth={424} sizes="(max-width: 767px) 80vw, 1px" />
      </a>
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
