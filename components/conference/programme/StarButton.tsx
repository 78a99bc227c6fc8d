'use client';

import { useSyncExternalStore } from 'react';
import { parseStarred, serverSnapshot, starredSnapshot, subscribeStarred, toggleStarred } from './starred';
import styles from './programme.module.css';

const noSubscription = () => () => {};

/**
 * The star on a session: adds it to or removes it from the personal agenda kept in this browser. It needs
 * JavaScript, so the server's HTML has it hidden and it appears once the page runs.
 */
export function StarButton({ id, title, labels }: { id: number; title: string; labels: { star: string; unstar: string } }) {
  const starred = parseStarred(useSyncExternalStore(subscribeStarred, starredSnapshot, serverSnapshot)).has(id);
  const running = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <button
      type="button"
      hidden={!running}
      className={styles.star}
      aria-pressed={starred}
      aria-label={`${starred ? labels.unstar : labels.star}: ${title}`}
      title={starred ? labels.unstar : labels.star}
      onClick={() => toggleStarred(id)}
      data-session={id}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
