import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { SessionView } from '@/lib/conference/programme-data';
import { StarButton } from './StarButton';
import styles from './programme.module.css';

export type SessionMark = 'now' | 'next' | null;

/** One session in the timetable: time and hall (the hall column says it on wide screens), title, type, speakers, star. */
export async function SessionCard({ session, mark, style }: { session: SessionView; mark: SessionMark; style?: React.CSSProperties }) {
  const t = await getTranslations('mw.programme');
  return (
    <article className={styles.session} style={style} data-type={session.type} aria-labelledby={`session-${session.id}`}>
      <p className={styles.meta}>
        <time dateTime={session.start}>{session.from}</time>–<time dateTime={session.end}>{session.to}</time>
        <span className={styles.hallName}> · {session.hall.name}</span>
        {mark && <strong className={styles.mark}>{t(mark)}</strong>}
      </p>
      <h3 className={styles.sessionTitle} id={`session-${session.id}`}>
        <Link href={`/mw/sessions/${session.id}`}>{session.title}</Link>
      </h3>
      <p className={styles.type}>{t(`types.${session.type}` as 'types.talk')}</p>
      {session.speakers.length > 0 && <p className={styles.speakerNames}>{session.speakers.map((s) => s.name).join(', ')}</p>}
      <StarButton id={session.id} title={session.title} labels={{ star: t('star'), unstar: t('unstar') }} />
    </article>
  );
}
