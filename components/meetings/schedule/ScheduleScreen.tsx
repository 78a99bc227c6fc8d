'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { participantFetch, ParticipantApiError } from '../participant-api';
import { forgetToken, rememberToken } from '../token-store';
import { useFlash } from '../use-flash';
import { nameIn, type Meeting, type MeetingUser } from '../types';
import { MeetingsTable } from './MeetingsTable';
import { MeetingDetail } from './MeetingDetail';
import { CancelDialog } from './CancelDialog';
import { NewMeetingDialog } from './NewMeetingDialog';
import shared from '../meetings.module.css';
import styles from './schedule.module.css';

const meetingRef = (m: Meeting) => `id=${m.id}&meetingNumber=${encodeURIComponent(m.meeting_number)}`;

/** The participant's own schedule (spec §2.6). Who is acting comes from the token alone. */
export function ScheduleScreen({ token }: { token: string }) {
  const t = useTranslations('meetings');
  const tc = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const [details, setDetails] = useState<Meeting | null>(null);
  const [toCancel, setToCancel] = useState<Meeting | null>(null);
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [flash, showFlash] = useFlash(3000);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const user = useQuery({
    queryKey: ['meeting-user', token],
    queryFn: () => participantFetch<{ user: MeetingUser }>('/get/user', { token }),
    retry: (count, e) => !(e instanceof ParticipantApiError && e.status < 500) && count < 2,
  });
  const me = user.data?.user;
  const meetings = useQuery({
    queryKey: ['meetings', token],
    queryFn: () => participantFetch<{ meetings: Meeting[] }>(`/get/meetings-by-user?id=${me!.id}`, { token }),
    enabled: me !== undefined,
  });

  const signedOut = user.error instanceof ParticipantApiError && (user.error.status === 404 || user.error.status === 401);
  useEffect(() => {
    if (me) rememberToken(token);
    if (signedOut) forgetToken();
  }, [me, signedOut, token]);

  async function logout() {
    forgetToken();
    // The token of this page's URL ends on the server too, whether or not this browser holds the cookie.
    await participantFetch('/logout', { token, method: 'POST' }).catch(() => undefined);
    client.clear();
    router.replace('/yellow-page/meeting/login');
  }

  async function act(m: Meeting, kind: 'accept' | 'cancel') {
    setBusyId(m.id);
    try {
      if (kind === 'accept') await participantFetch(`/accept/meeting?${meetingRef(m)}`, { token });
      else await participantFetch(`/cancel/meeting?${meetingRef(m)}&userId=${me!.id}`, { token, method: 'DELETE' });
      showFlash('success', t(kind === 'accept' ? 'schedule.accepted' : 'schedule.cancelled'));
    } catch {
      showFlash('error', t(kind === 'accept' ? 'schedule.acceptFailed' : 'schedule.cancelFailed'));
    } finally {
      setBusyId(null);
      setToCancel(null);
      await meetings.refetch();
      // The button just used is gone from the row: keep keyboard focus here, above the notice, not at the page's start.
      listHeading.current?.focus();
    }
  }

  // Until the participant is known, a state of its own heads the page (their name heads the schedule).
  const state = (heading: string, body: ReactNode) => (
    <div className={styles.panel}>
      <h1 className={styles.heading}>{heading}</h1>
      {body}
    </div>
  );
  if (signedOut) {
    return state(
      t('schedule.sessionInvalidHeading'),
      <>
        <p role="alert">{t('schedule.sessionInvalid')}</p>
        <Link className={shared.primary} href="/yellow-page/meeting/login">
          {t('schedule.signInAgain')}
        </Link>
      </>,
    );
  }
  if (user.isError) {
    return state(
      t('schedule.heading'),
      <>
        <p role="alert">{tc('loadError')}</p>
        <button type="button" className={shared.secondary} onClick={() => void user.refetch()}>
          {t('schedule.retry')}
        </button>
      </>,
    );
  }
  if (!me) return state(t('schedule.heading'), <p role="status">{tc('loading')}</p>);

  return (
    <div className={styles.screen}>
      <section className={styles.userCard} aria-labelledby="meeting-user-heading">
        <div>
          <h1 id="meeting-user-heading" className={styles.heading}>
            {nameIn(locale, me.name, me.name_en)}
          </h1>
          <dl className={styles.userFacts}>
            <dt>{t('schedule.email')}</dt>
            <dd>{me.email}</dd>
            <dt>{t('schedule.type')}</dt>
            <dd>{t(`userType.${me.user_type}`)}</dd>
          </dl>
        </div>
        <div className={styles.userActions}>
          <button type="button" className={shared.primary} onClick={() => setInviting(true)}>
            {t('schedule.newMeeting')}
          </button>
          <button type="button" className={shared.secondary} onClick={() => void logout()}>
            {t('schedule.logout')}
          </button>
        </div>
      </section>

      <h2 ref={listHeading} tabIndex={-1} className={styles.subheading}>
        {t('schedule.heading')}
      </h2>
      {flash ? (
        <p role="status" className={flash.kind === 'error' ? shared.error : shared.success}>
          {flash.text}
        </p>
      ) : null}
      {meetings.isError ? (
        <div className={styles.panel}>
          <p role="alert">{t('schedule.listFailed')}</p>
          <button type="button" className={shared.secondary} onClick={() => void meetings.refetch()}>
            {t('schedule.retry')}
          </button>
        </div>
      ) : meetings.data ? (
        meetings.data.meetings.length ? (
          <MeetingsTable
            meetings={meetings.data.meetings}
            meId={me.id}
            busyId={busyId}
            onDetails={setDetails}
            onAccept={(m) => void act(m, 'accept')}
            onCancel={setToCancel}
          />
        ) : (
          <p className={styles.empty}>{t('schedule.empty')}</p>
        )
      ) : (
        <p role="status">{tc('loading')}</p>
      )}

      <MeetingDetail meeting={details} onClose={() => setDetails(null)} />
      <CancelDialog meeting={toCancel} busy={busyId !== null} onConfirm={() => toCancel && void act(toCancel, 'cancel')} onClose={() => setToCancel(null)} />
      <NewMeetingDialog open={inviting} token={token} me={me} onClose={() => setInviting(false)} onSent={() => void meetings.refetch()} />
    </div>
  );
}
