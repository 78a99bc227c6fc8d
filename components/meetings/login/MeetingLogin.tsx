'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { participantFetch, ParticipantApiError } from '../participant-api';
import { rememberToken, storedToken } from '../token-store';
import { useFlash } from '../use-flash';
import { CODE_LENGTH, CodeBoxes } from '@/components/ui/CodeBoxes';
import { GoogleSignIn } from './GoogleSignIn';
import shared from '../meetings.module.css';
import styles from './login.module.css';

const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

/**
 * Step 1: a registered e-mail (or Google, when configured) → step 2: the six-digit code. Success opens the
 * participant's own schedule at /yellow-page/meeting/{user_token}.
 */
export function MeetingLogin({ googleClientId }: { googleClientId: string | null }) {
  const t = useTranslations('meetings.login');
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  /** The random handle of the code just sent, which verification names it by. */
  const [userId, setUserId] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash(3000);

  const openSchedule = useCallback(
    (token: string) => {
      rememberToken(token);
      router.replace(`/yellow-page/meeting/${token}`);
    },
    [router],
  );

  // A participant who signed in on this device before goes straight to their schedule.
  useEffect(() => {
    const token = storedToken();
    if (token) router.replace(`/yellow-page/meeting/${token}`);
  }, [router]);

  function sendError(e: unknown) {
    if (e instanceof ParticipantApiError && e.status === 429) return t('wait', { seconds: e.retryAfter ?? 60 });
    if (e instanceof ParticipantApiError && e.status === 400) return t('invalidEmail');
    return t('sendFailed');
  }

  async function sendCode() {
    setBusy(true);
    setError(null);
    try {
      const res = await participantFetch<{ user: { id: string } | null }>(`/send/verification-code?email=${encodeURIComponent(email.trim())}`);
      if (!res.user) {
        setError(t('unregistered'));
        return;
      }
      setUserId(res.user.id);
      setDigits(emptyCode());
      setStep('code');
      showFlash('success', t('codeSent'));
    } catch (e) {
      if (step === 'code') showFlash('error', sendError(e));
      else setError(sendError(e));
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (userId === null || digits.some((d) => d === '')) return;
    setBusy(true);
    setError(null);
    try {
      const res = await participantFetch<{ user: { user_token: string } }>('/verify/confirmation-code', {
        json: { id: userId, confirmation_code: digits.join('') },
      });
      openSchedule(res.user.user_token);
    } catch (err) {
      // The server's own words (wrong code and tries left, expired, used) are shown as they are.
      setError(err instanceof ParticipantApiError && err.status < 500 ? err.message : t('verifyFailed'));
      setDigits(emptyCode());
      setBusy(false);
    }
  }

  const onGoogleCredential = useCallback(
    async (credential: string) => {
      setError(null);
      try {
        const res = await participantFetch<{ account: { user_token: string } }>('/auth/google', { json: { credential } });
        openSchedule(res.account.user_token);
      } catch (err) {
        setError(err instanceof ParticipantApiError && err.status === 403 ? err.message : t('googleFailed'));
      }
    },
    [openSchedule, t],
  );
  const onGoogleError = useCallback(() => setError(t('googleFailed')), [t]);

  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>

      {step === 'email' ? (
        <>
          {googleClientId ? (
            <div className={styles.google}>
              <GoogleSignIn clientId={googleClientId} locale={locale} onCredential={onGoogleCredential} onError={onGoogleError} />
              <p className={styles.or}>
                <span>{t('or')}</span>
              </p>
            </div>
          ) : null}
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void sendCode();
            }}
          >
            <label htmlFor="meeting-email" className={shared.label}>
              {t('emailLabel')}
            </label>
            <input
              id="meeting-email"
              type="email"
              className={shared.input}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
              placeholder={t('emailPlaceholder')}
              autoComplete="email"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'meeting-login-error' : undefined}
            />
            {error ? (
              <p id="meeting-login-error" role="alert" className={shared.error}>
                {error}
              </p>
            ) : null}
            <button type="submit" className={shared.primary} disabled={busy || !email.trim()}>
              {busy ? t('sending') : t('sendCode')}
            </button>
          </form>
        </>
      ) : (
        <form className={styles.form} onSubmit={verify}>
          <h2 className={styles.subheading}>{t('codeHeading')}</h2>
          <p className={styles.hint}>{t('codeHint', { email })}</p>
          <CodeBoxes
            digits={digits}
            label={t('codeHeading')}
            digitLabel={(n) => t('digit', { n })}
            onChange={(d) => {
              setDigits(d);
              setError(null);
            }}
            disabled={busy}
          />
          {error ? (
            <p role="alert" className={shared.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.codeActions}>
            <button type="button" className={shared.secondary} onClick={() => void sendCode()} disabled={busy}>
              {t('resend')}
            </button>
            <button type="submit" className={shared.primary} disabled={busy || digits.some((d) => d === '')}>
              {busy ? t('verifying') : t('continue')}
            </button>
          </div>
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setStep('email');
              setError(null);
            }}
          >
            {t('changeEmail')}
          </button>
        </form>
      )}

      {flash ? (
        <p role="status" className={flash.kind === 'error' ? shared.error : shared.success}>
          {flash.text}
        </p>
      ) : null}

      <p className={styles.contact}>
        {t('contactText')} <Link href="/yellow-page/contact">{t('contactLink')}</Link>
      </p>
    </div>
  );
}
