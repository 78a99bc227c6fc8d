'use client';

import { useState, type FormEvent } from 'react';
import { signIn } from 'next-auth/react';
import styles from './login.module.css';

/** next-auth reports failures as codes; the account owner needs the reason in words. */
const BY_CODE: Record<string, string> = {
  CredentialsSignin: 'Бүртгэлгүй хэрэглэгч байна. Админтай холбогдоно уу.',
  AccessDenied: 'Бүртгэлгүй хэрэглэгч байна. Админтай холбогдоно уу.',
  OAuthSignin: 'Google-ээр нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.',
  OAuthCallback: 'Google-ээр нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.',
  SessionRequired: 'Нэвтрэх шаардлагатай.',
};

/** An unknown code gets the general message; a text that is not a code is shown as it is. */
const signInErrorMessage = (code: string) => BY_CODE[code] ?? (/^[A-Za-z]+$/.test(code) ? 'Нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.' : code);

type Props = { google: boolean; dev: boolean; initialError?: string };

/** The back-office sign-in: Google when configured, the development e-mail form when enabled. */
export function LoginPanel({ google, dev, initialError }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState(initialError ? signInErrorMessage(initialError) : '');
  const [busy, setBusy] = useState(false);

  async function devSignIn(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const result = await signIn('dev', { email, redirect: false }).catch(() => undefined);
    if (result?.ok && !result.error) {
      window.location.assign('/admin/dashboard');
      return;
    }
    setBusy(false);
    // No answer at all reads as an unknown code: the general message.
    setError(signInErrorMessage(result?.error ?? 'Unknown'));
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Админ нэвтрэх
        </h1>
        {google && (
          <button type="button" className={styles.google} onClick={() => signIn('google', { callbackUrl: '/admin/dashboard' })}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
              <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
              <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
              <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
              <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.4 2.2-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z" />
            </svg>
            Google-ээр нэвтрэх
          </button>
        )}
        {dev && (
          <form className={styles.form} onSubmit={devSignIn}>
            <p className={styles.note}>Хөгжүүлэлтийн нэвтрэлт</p>
            <label htmlFor="login-email">И-мэйл</label>
            <input
              id="login-email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" disabled={busy}>
              Нэвтрэх
            </button>
          </form>
        )}
        {!google && !dev && <p>Нэвтрэх арга тохируулагдаагүй байна. GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET-ийг тохируулна уу.</p>}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </section>
    </main>
  );
}
