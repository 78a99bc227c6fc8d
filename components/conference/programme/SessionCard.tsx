'use client';

import type { CSSProperties } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { StarButton } from './StarButton';
import type { SessionCardView, SessionLabels } from './session-view';
import styles from './programme.module.css';

/** One session: time and hall (the hall column says it on wide screens), title, type, speakers, star. */
function SessionCard({ session, labels }: { session: SessionCardView; labels: SessionLabels }) {
  const place = session.place && ({ '--column': session.place.column, '--row-start': session.place.rowStart, '--row-end': session.place.rowEnd } as CSSProperties);
  return (
    <article className={styles.session} style={place} data-type={session.type} aria-labelledby={`session-${session.id}`}>
      <p className={styles.meta}>
        <time dateTime={session.start}>{session.from}</time>–<time dateTime={session.end}>{session.to}</time>
        <span className={styles.hallName}> · {session.hall}</span>
        {session.mark && <strong className={styles.mark}>{labels[session.mark]}</strong>}
      </p>
      <h3 className={styles.sessionTitle} id={`session-${session.id}`}>
        <Link href={`/mw/sessions/${session.id}`}>{session.title}</Link>
      </h3>
      <p className={styles.type}>{labels.types[session.type]}</p>
      {session.speakers && <p className={styles.speakerNames}>{session.speakers}</p>}
      <StarButton id={session.id} title={session.title} labels={labels} />
    </article>
  );
}

/** Session cards (the timetable's, a speaker's), rendered from the fields they show (session-view). */
export function SessionCards({ sessions, labels }: { sessions: SessionCardView[]; labels: SessionLabels }) {
  return sessions.map((session) => <SessionCard key={session.id} session={session} labels={labels} />);
}
