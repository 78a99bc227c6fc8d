'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
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

/** Just above the submit button, and scrolled fully into view when it changes (a phone's keyboard may hide it). */
export function FormStatus({ status }: { status: Status }) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status) line.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);
  return (
    <div aria-live="polite" ref={line}>
      {status && (
        <p role={status.kind === 'failure' ? 'alert' : 'status'} className={`${styles.message} ${styles[status.kind]}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}

/** The end of a directory form: its status line, extra buttons (e.g. Back) and the submit button. */
export function FormFooter({ status, actions, submitting, submitLabel }: { status: Status; actions?: ReactNode; submitting: boolean; submitLabel?: string }) {
  const t = useTranslations('yp.register');
  return (
    <>
      <FormStatus status={status} />
      <div className={styles.actions}>
        {actions}
        <button type="submit" className={styles.primary} disabled={submitting}>
          {submitting ? t('sending') : (submitLabel ?? t('submit'))}
        </button>
      </div>
    </>
  );
}
