import { mwMetadata } from '@/lib/seo/mw-metadata';
import { getTranslations } from 'next-intl/server';
import { openPage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { loadPresentations2023 } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import list from '@/components/conference/presentation/presentation.module.css';
import styles from '@/components/conference/edition2023/edition2023.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { LocalizedText } from '@/components/ui/LocalizedText';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/2023/presentation', 'e2023.presentationTitle');

/** /mw/2023/presentation (static category 4): the 2023 edition's presentations by day and hall. */
export default async function Presentations2023Page({ params }: Props) {
  const { locale, t } = await openPage(params, 'mw');
  const common = await getTranslations('common');
  const loaded = await tryLoad(loadPresentations2023(locale as Locale), 'the 2023 presentations');
  const groups = new Map<string, Awaited<ReturnType<typeof loadPresentations2023>>>();
  if (loaded.ok) {
    for (const p of loaded.data) {
      const key = t('e2023.dayHall', { day: p.day, hall: p.hall });
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
  }
  return (
    <>
      <PageHero title={t('e2023.presentationTitle')} />
      <div className={`container ${ui.section}`}>
        {!loaded.ok ? (
          <LoadError />
        ) : groups.size === 0 ? (
          <EmptyState>{t('e2023.noPresentations')}</EmptyState>
        ) : (
          <div className={styles.days}>
            {[...groups].map(([heading, items]) => (
              <section key={heading}>
                <h2>{heading}</h2>
                <ol className={list.list}>
                  {items.map((p) => (
                    <li key={p.id} className={list.item}>
                      <span className={list.name}>
                        <LocalizedText value={p.name} locale={locale as Locale} note={common('inMongolian')} />
                      </span>
                      {p.url ? (
                        <a href={p.url} target="_blank" rel="noopener noreferrer" className={list.open}>
                          {t('presentation.open')}
                          <span className="visually-hidden">: {p.name.text}</span>
                        </a>
                      ) : (
                        <span className={list.noLink}>{t('presentation.noLink')}</span>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
