'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Spinner } from '../Spinner';
import { StepHeading } from '../StepHeading';
import styles from '../assessment.module.css';
import banner from '@/components/ui/banner.module.css';

/**
 * Step 1: the member's registered e-mail. `onSubmit` answers 'unknown' for an unregistered address, which
 * shows the notice with the contact link until the e-mail is edited.
 */
export function EmailStep({ initial, onSubmit, focusOnMount }: { initial: string; onSubmit: (email: string) => Promise<'unknown' | 'done'>; focusOnMount: boolean }) {
  const t = useTranslations('assessment.member');
  const [email, setEmail] = useState(initial);
  const [required, setRequired] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setRequired(true);
      return;
    }
    setBusy(true);
    try {
      setUnknown((await onSubmit(email.trim())) === 'unknown');
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [required && 'member-email-error', unknown && 'member-email-unknown'].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <StepHeading className={styles.groupTitle} focus={focusOnMount}>
        {t('emailHeading')}
      </StepHeading>
      <p className={styles.lead}>{t('emailLead')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="member-email">
          {t('emailLabel')}
        </label>
        <input
          id="member-email"
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={required || unknown}
          aria-describedby={describedBy}
          onChange={(e) => {
            setEmail(e.target.value);
            setUnknown(false);
            if (e.target.value.trim()) setRequired(false);
          }}
        />
        {required && (
          <p id="member-email-error" className={styles.error} role="alert">
            {t('emailRequired')}
          </p>
        )}
      </div>
      {unknown && (
        <p id="member-email-unknown" className={`${banner.banner} ${banner.notice}`} role="status" style={{ marginTop: '1rem' }}>
          {t('unknownEmail')}{' '}
          <Link className={styles.link} href="/mm/contact">
            {t('contactLink')}
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        <span />
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {busy ? t('sending') : t('sendCode')}
        </button>
      </div>
    </form>
  );
}
