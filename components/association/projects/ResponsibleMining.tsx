import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getAboutPeople, peopleIn } from '@/lib/about/queries';
import { getResponsibleLogos } from '@/lib/logos/queries';
import { getDocuments } from '@/lib/files/queries';
import { inLanguage } from '@/lib/i18n/in-language';
import { LocalizedText } from '@/components/ui/LocalizedText';
import { EmptyState } from '@/components/ui/EmptyState';
import { LogoGrid } from '@/components/association/LogoGrid';
import { PeopleGrid } from '@/components/association/PeopleGrid';
import { PdfDownloadLink } from '@/components/association/PdfDownloadLink';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

/** Page 20: the programme's participants, its independent auditors, its documents and the way into the self-assessment. */
export async function ResponsibleMining({ locale }: { locale: Locale }) {
  const [t, common, logos, people, documents] = await Promise.all([
    getTranslations('mm.pages'),
    getTranslations('common'),
    getResponsibleLogos(),
    getAboutPeople({ lang: locale }),
    getDocuments(),
  ]);
  return (
    <>
      <aside className={styles.cta}>
        <p>{t('assessmentText')}</p>
        <Link href="/mm/assessment" className={styles.ctaLink}>
          {t('assessmentCta')} →
        </Link>
      </aside>
      <section aria-labelledby="participants" className={page.section}>
        <h2 id="participants" className={page.sectionTitle}>
          {t('participants')}
        </h2>
        <LogoGrid logos={logos} empty={t('noItems')} newTabLabel={common('opensInNewTab')} />
      </section>
      <section aria-labelledby="auditors" className={page.section}>
        <h2 id="auditors" className={page.sectionTitle}>
          {t('auditors')}
        </h2>
        <PeopleGrid people={peopleIn(people, 'Auditor')} empty={t('noItems')} headingLevel="h3" />
      </section>
      <section aria-labelledby="documents" className={page.section}>
        <h2 id="documents" className={page.sectionTitle}>
          {t('documents')}
        </h2>
        {documents.length === 0 ? (
          <EmptyState>{t('noItems')}</EmptyState>
        ) : (
          <ul className={styles.documents}>
            {documents.map((doc) => {
              const title = inLanguage(doc.title, doc.title_en, locale);
              return (
                <li key={doc.id}>
                  <span className={styles.docTitle}>
                    <LocalizedText value={title} locale={locale} note={common('inMongolian')} />
                  </span>
                  <PdfDownloadLink kind="document" id={doc.id} title={title.text} lang={locale} ariaLabel={t('downloadLabel', { title: title.text })}>
                    {t('download')}
                  </PdfDownloadLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
