'use client';

import { useCallback, useEffect, useState } from 'react';
import styles from './forms.module.css';

export type Status = { kind: 'success' | 'failure'; text: string } | null;

/** A status line that clears itself after `ms` (spec: registration messages show for 5 seconds). */
export function useTimedStatus(ms = 5000) {
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), ms);
    return () => window.clearTimeout(timer);
  }, [status, ms]);
  return [status, useCallback((next: Status) => setStatus(next), [])] as const;
}

export function FormStatus({ status }: { status: Status }) {
  return (
    <div aria-live="polite">
      {status && (
        <p role={status.kind === 'failure' ? 'alert' : 'status'} className={`${styles.message} ${styles[status.kind]}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}
