import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getSustainableMining, getSustainableMiningPreview } from '@/lib/files/queries';
import { previewingEditor } from '@/lib/publishing/preview';
import { EmptyState } from '@/components/ui/EmptyState';
import { PdfDownloadLink } from '@/components/association/PdfDownloadLink';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

/** Page 26: sustainable-mining items of the reader's language, each with its posters and a PDF. */
export async function SustainableMining({ locale }: { locale: Locale }) {
  const [t, items] = await Promise.all([getTranslations('mm.pages'), ((await previewingEditor()) ? getSustainableMiningPreview : getSustainableMining)({ lang: locale })]);
  if (items.length === 0) return <EmptyState>{t('noItems')}</EmptyState>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={page.section}>
          <h2 className={page.sectionTitle}>{item.title}</h2>
          {item.posters.length > 0 && (
            <ul className={styles.posters} aria-label={t('posters')}>
              {item.posters.map((poster, n) => (
                <li key={poster}>
                  <Img src={poster} alt={t('poster', { title: item.title, n: n + 1 })} width={400} height={560} sizes="(max-width: 640px) 50vw, 240px" />
                </li>
              ))}
            </ul>
          )}
          <PdfDownloadLink kind="sustainable-mining" id={item.id} title={item.title} lang={locale} ariaLabel={t('downloadLabel', { title: item.title })}>
            {t('download')}
          </PdfDownloadLink>
        </li>
      ))}
    </ul>
  );
}
