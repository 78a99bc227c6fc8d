import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/Img';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';
import { getMinerals } from '@/lib/files/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import { LightboxLinks } from '@/components/ui/lightbox/LightboxLinks';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

/** Page 21: the gallery of mineral pictures; each opens larger in the photo viewer. */
export async function MineralGallery({ locale }: { locale: Locale }) {
  const [t, minerals] = await Promise.all([getTranslations('mm.pages'), getMinerals({ lang: locale })]);
  return (
    <section aria-labelledby="minerals" className={page.section}>
      <h2 id="minerals" className={page.sectionTitle}>
        {t('minerals')}
      </h2>
      {minerals.length === 0 ? (
        <EmptyState>{t('noItems')}</EmptyState>
      ) : (
        // The photo viewer's buttons: the only strings it looks up, so the /mm frame need not carry them on every page.
        <NextIntlClientProvider messages={await clientMessages('common.lightbox')}>
          <LightboxLinks photos={minerals.map((m) => ({ src: m.image, alt: m.title }))}>
            <ul className={styles.gallery}>
              {minerals.map((mineral, i) => (
                <li key={mineral.id}>
                  <figure>
                    <a href={mineral.image} data-lightbox={i}>
                      <Img src={mineral.image} alt={mineral.title} width={400} height={300} sizes="(max-width: 640px) 50vw, 280px" priority={i < 4} />
                    </a>
                    {mineral.title && <figcaption>{mineral.title}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </LightboxLinks>
        </NextIntlClientProvider>
      )}
    </section>
  );
}
