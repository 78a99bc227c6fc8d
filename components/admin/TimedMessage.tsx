'use client';

import { useEffect } from 'react';
import styles from './widgets.module.css';

type Props = { message: string | null; kind: 'success' | 'error'; ms: number; onDone: () => void };

/** A success or error note that hides itself after `ms` (the spec's 3 s / 5 s timers). */
export function TimedMessage({ message, kind, ms, onDone }: Props) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, ms);
    return () => window.clearTimeout(timer);
  }, [message, ms, onDone]);

  if (!message) return null;
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${styles.message} ${kind === 'error' ? styles.messageError : styles.messageSuccess}`}>
      {message}
    </p>
  );
}
