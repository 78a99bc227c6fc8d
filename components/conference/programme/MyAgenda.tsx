'use client';

import { useSyncExternalStore } from 'react';
import { parseStarred, serverSnapshot, starredSnapshot, subscribeStarred } from './starred';
import { StarButton } from './StarButton';
import styles from './programme.module.css';

export type AgendaItem = { id: number; title: string; date: string; from: string; to: string; start: string; hall: string; href: string };
type Labels = { empty: string; download: string; subscribe: string; star: string; unstar: string };

/**
 * The personal agenda: the starred sessions of this browser, by time, with their calendar file. The sessions come
 * from the server; only the choice lives in localStorage.
 */
export function MyAgenda({ sessions, calendarBase, webcalBase, labels }: { sessions: AgendaItem[]; calendarBase: string; webcalBase: string; labels: Labels }) {
  const starred = parseStarred(useSyncExternalStore(subscribeStarred, starredSnapshot, serverSnapshot));
  const mine = sessions.filter((s) => starred.has(s.id));
  if (mine.length === 0) return <p>{labels.empty}</p>;
  const ids = `&sessions=${mine.map((s) => s.id).join(',')}`;
  return (
    <>
      <ul className={styles.links}>
        <li><a href={calendarBase + ids} download="my-agenda.ics">{labels.download}</a></li>
        <li><a href={webcalBase + ids}>{labels.subscribe}</a></li>
      </ul>
      <ol className={styles.sessionList}>
        {mine.map((s) => (
          <li key={s.id} className={styles.session}>
            <p className={styles.meta}>
              <time dateTime={s.start}>{s.date} {s.from}</time>–{s.to} · {s.hall}
            </p>
            <h2 className={styles.sessionTitle}>
              <a href={s.href}>{s.title}</a>
            </h2>
            <StarButton id={s.id} title={s.title} labels={labels} />
          </li>
        ))}
      </ol>
    </>
  );
}
