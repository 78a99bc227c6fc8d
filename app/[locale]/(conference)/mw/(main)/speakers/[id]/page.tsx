import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { loadSpeaker } from '@/lib/conference/programme-data';
import { routeId } from '@/lib/conference/programme-route';
import { languageAlternates } from '@/lib/seo/metadata';
import { speakerPersonData } from '@/lib/seo/programme-ld';
import { JsonLd } from '@/components/ui/JsonLd';
import { Img } from '@/components/ui/Img';
import { PageHero } from '@/components/conference/ui/PageHero';
import { SessionCards } from '@/components/conference/programme/SessionCard';
import { sessionCardView, sessionLabels } from '@/components/conference/programme/session-view';
import ui from '@/components/conference/ui/page.module.css';
import styles from '@/components/conference/programme/programme.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

async function find(params: Props['params']) {
  const { locale, id } = await params;
  const speakerId = routeId(id);
  const found = speakerId ? await loadSpeaker({ id: speakerId, locale: locale as Locale }) : null;
  return { locale: locale as Locale, found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await find(params);
  if (!found) return {};
  return { title: found.speaker.name, description: found.speaker.position, alternates: languageAlternates(`/mw/speakers/${found.speaker.id}`, locale) };
}

/** /mw/speakers/{id}: a speaker's photo, position, company, bio and sessions. */
export default async function SpeakerPage({ params }: Props) {
  const { locale, found } = await find(params);
  if (!found) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('mw.programme');
  const { speaker, sessions } = found;
  return (
    <>
      <JsonLd data={speakerPersonData(speaker, locale)} />
      <PageHero title={speaker.name}>{speaker.position}</PageHero>
      <div className={`container ${ui.section} ${styles.detail}`}>
        {speaker.photo && <Img src={speaker.photo} alt={speaker.name} width={240} height={240} sizes="240px" className={`${styles.photo} ${styles.portrait}`} />}
        <dl className={styles.facts}>
          {speaker.company && (
            <>
              <dt>{t('company')}</dt>
              <dd>{speaker.companyId ? <Link href={`/yp/company/${speaker.companyId}`} title={t('inDirectory')}>{speaker.company}</Link> : speaker.company}</dd>
            </>
          )}
          {speaker.country && (
            <>
              <dt>{t('country')}</dt>
              <dd>{speaker.country}</dd>
            </>
          )}
        </dl>
        {speaker.bio && <p>{speaker.bio}</p>}
        {sessions.length > 0 && (
          <section aria-labelledby="sessions-heading">
            <h2 id="sessions-heading">{t('speakerSessions')}</h2>
            <div className={styles.sessionList}>
              <SessionCards sessions={sessions.map((s) => sessionCardView(s))} labels={await sessionLabels(sessions)} />
            </div>
          </section>
        )}
        <p><Link href="/mw/speakers">{t('speakers')}</Link></p>
      </div>
    </>
  );
}
