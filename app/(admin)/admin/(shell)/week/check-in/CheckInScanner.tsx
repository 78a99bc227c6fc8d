'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AdminApiError, adminFetch } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { WritersOnly } from '@/components/admin/week/WritersOnly';
import { ubTime } from '@/lib/site/ulaanbaatar-time';
import { decodeFrame } from './decode';
import styles from './check-in.module.css';

type Outcome = { kind: 'ok' | 'again' | 'unknown' | 'error'; text: string };

/** How long a scanned code is ignored after it was sent, so one ticket held in front of the camera counts once. */
const SAME_CODE_MS = 4000;

/**
 * /admin/week/check-in: the door's phone scans a ticket's QR code with its back camera (or takes the typed code)
 * and shows the answer large: the name in green the first time, amber with the first time when already checked
 * in, red for an unknown ticket. Read-only accounts get the notice instead.
 */
export function CheckInScreen() {
  const t = useTranslations('adminWeek.checkIn');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [camera, setCamera] = useState<'off' | 'on' | 'denied'>('off');
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ code: string; at: number }>({ code: '', at: 0 });

  async function submit(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    last.current = { code: trimmed, at: Date.now() };
    try {
      const res = await adminFetch<{ name: string; company: string }>('/api/admin/week/check-in', { json: { code: trimmed } });
      setOutcome({ kind: 'ok', text: t('arrived', { name: res.name, company: res.company }) });
      setCode('');
    } catch (error) {
      if (!(error instanceof AdminApiError)) return setOutcome({ kind: 'error', text: t('networkError') });
      const data = error.data as { name?: string; checked_in_at?: string } | undefined;
      if (error.status === 409) setOutcome({ kind: 'again', text: t('again', { name: data?.name ?? '', message: error.message, time: data?.checked_in_at ? ubTime(data.checked_in_at) : '' }) });
      else setOutcome({ kind: error.status === 404 ? 'unknown' : 'error', text: error.message });
    }
  }

  useEffect(() => {
    if (camera !== 'on') return;
    let stream: MediaStream | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setCamera('denied');
        return;
      }
      const el = video.current!;
      el.srcObject = stream;
      await el.play();
      while (!stopped) {
        const found = await decodeFrame(el).catch(() => null);
        const recent = found === last.current.code && Date.now() - last.current.at < SAME_CODE_MS;
        if (found && !recent) await submit(found);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [camera]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };

  return (
    <>
      <PageHeader title={t('title')} />
      <WritersOnly>
        <div className={styles.scanner}>
          {outcome && (
            <p className={`${styles.outcome} ${styles[outcome.kind]}`} role="status" aria-live="assertive">
              {outcome.text}
            </p>
          )}
          {camera === 'on' ? (
            <>
              <video ref={video} className={styles.video} muted playsInline aria-label={t('camera')} />
              <button type="button" className={styles.button} onClick={() => setCamera('off')}>
                {t('cameraOff')}
              </button>
            </>
          ) : (
            <button type="button" className={styles.button} onClick={() => setCamera('on')}>
              {t('cameraOn')}
            </button>
          )}
          {camera === 'denied' && <p role="alert">{t('cameraDenied')}</p>}
          <form onSubmit={onSubmit} className={styles.form}>
            <label htmlFor="ticket-code">{t('code')}</label>
            <input
              id="ticket-code"
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode="text"
              className={styles.input}
            />
            <button type="submit" className={styles.button}>
              {t('submit')}
            </button>
          </form>
        </div>
      </WritersOnly>
    </>
  );
}
