'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CodeBoxes, CODE_LENGTH } from '@/components/ui/CodeBoxes';
import { Spinner } from '../Spinner';
import styles from '../assessment.module.css';

const empty = () => Array<string>(CODE_LENGTH).fill('');

/**
 * Step 2: the six-digit code. Continue (or Enter) works once all six are in; the server's message shows
 * under the boxes until the next edit. Resending is offered when the server would allow it.
 */
export function CodeStep({ email, resendAt, onVerify, onResend, onOtherEmail }: {
  email: string;
  /** When a new code may be asked for (ms since epoch). */
  resendAt: number;
  /** Resolves to the server's message when the code is refused, else null. A sent code remounts this step, emptying the boxes. */
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<void>;
  onOtherEmail: () => void;
}) {
  const t = useTranslations('assessment.member');
  const [digits, setDigits] = useState(empty);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const full = digits.every(Boolean);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => setNow(Date.now()), [resendAt]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!full || busy) return;
    setBusy(true);
    const refused = await onVerify(digits.join(''));
    setBusy(false);
    setMessage(refused);
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h2 className={styles.groupTitle}>{t('codeHeading')}</h2>
      <p className={styles.lead}>{t('codeLead', { email })}</p>
      <CodeBoxes
        digits={digits}
        label={t('codeHeading')}
        digitLabel={(n) => t('codeDigit', { n })}
        describedBy={message ? 'code-message' : undefined}
        onChange={(next) => {
          setDigits(next);
          setMessage(null);
        }}
      />
      {message && (
        <p id="code-message" className={`${styles.error} ${styles.center}`} role="alert">
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <button
            type="button"
            className={styles.button}
            disabled={wait > 0}
            onClick={onResend}
          >
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
          </button>
          <button type="button" className={styles.button} onClick={onOtherEmail}>
            {t('otherEmail')}
          </button>
        </div>
        <button type="submit" className={styles.primary} disabled={!full || busy} aria-busy={busy}>
          {busy && <Spinner />}
          {busy ? t('checking') : t('continue')}
        </button>
      </div>
    </form>
  );
}
