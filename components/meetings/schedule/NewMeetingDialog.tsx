'use client';

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { participantFetch, ParticipantApiError } from '../participant-api';
import { nameIn, type AvailableDay, type Meeting, type MeetingUser } from '../types';
import { ReceiverPicker } from './ReceiverPicker';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import shared from '../meetings.module.css';
import styles from './schedule.module.css';

const CONFLICT_KEYS: Record<string, 'roomTaken' | 'senderBusy' | 'receiverBusy'> = {
  room_taken: 'roomTaken',
  sender_busy: 'senderBusy',
  receiver_busy: 'receiverBusy',
};
const noSlot: SlotChoice = { date: '', timeId: null, roomId: null };

type Props = { open: boolean; token: string; me: MeetingUser; onClose: () => void; onSent: () => void };

/** Receiver → date → time → room → purpose → send; Send shows only once receiver, date, time and room are chosen. */
export function NewMeetingDialog({ open, token, me, onClose, onSent }: Props) {
  const t = useTranslations('meetings');
  const tc = useTranslations('common');
  const locale = useLocale();
  const purposeId = useId();
  const [receiver, setReceiver] = useState<MeetingUser | null>(null);
  const [choice, setChoice] = useState<SlotChoice>(noSlot);
  const [purpose, setPurpose] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<MeetingUser | null>(null);

  const users = useQuery({
    queryKey: ['meeting-users', token],
    queryFn: () => participantFetch<{ users: MeetingUser[] }>(`/get/all-users?userId=${me.id}`, { token }),
    enabled: open,
  });
  const times = useQuery({
    queryKey: ['meeting-times', token, receiver?.id],
    queryFn: () => participantFetch<{ meetings: AvailableDay[] }>(`/get/available-meeting-times?receiver_id=${receiver!.id}`, { token }),
    enabled: open && receiver !== null,
  });

  function reset() {
    setReceiver(null);
    setChoice(noSlot);
    setPurpose('');
    setError(null);
    setSentTo(null);
  }

  function close() {
    reset();
    onClose();
  }

  async function send() {
    if (!receiver || choice.timeId === null || choice.roomId === null) return;
    setSending(true);
    setError(null);
    try {
      await participantFetch<{ meeting: Meeting }>('/send/meeting-invitation', {
        token,
        json: {
          sender_id: me.id,
          receiver_id: receiver.id,
          room_id: choice.roomId,
          meeting_time_id: choice.timeId,
          meeting_status: 'pending',
          meeting_description: purpose.trim(),
        },
      });
      setSentTo(receiver);
      onSent();
    } catch (e) {
      const conflict = e instanceof ParticipantApiError && e.code ? CONFLICT_KEYS[e.code] : undefined;
      setError(conflict ? t(`invite.${conflict}`) : t('invite.failed'));
      if (conflict) {
        // Someone else was quicker: show what is still free.
        setChoice((c) => ({ ...c, roomId: null, timeId: conflict === 'roomTaken' ? c.timeId : null }));
        void times.refetch();
      }
    } finally {
      setSending(false);
    }
  }

  const ready = receiver !== null && choice.date !== '' && choice.timeId !== null && choice.roomId !== null;

  return (
    <Modal open={open} title={t('invite.heading')} onClose={close} closeLabel={t('invite.close')} size="wide">
      {sentTo ? (
        <div role="status" className={styles.sent}>
          <h3>{t('invite.successHeading')}</h3>
          <p>{t('invite.success', { name: nameIn(locale, sentTo.name, sentTo.name_en) })}</p>
          <div className={shared.actions}>
            <button type="button" className={shared.secondary} onClick={reset}>
              {t('invite.another')}
            </button>
            <button type="button" className={shared.primary} onClick={close}>
              {t('invite.close')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className={styles.inviteForm}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <ReceiverPicker
            users={users.data?.users}
            failed={users.isError}
            value={receiver}
            onChange={(u) => {
              setReceiver(u);
              setChoice(noSlot);
              setError(null);
            }}
          />
          {receiver && times.isPending ? <p role="status">{tc('loading')}</p> : null}
          {receiver && times.isError ? (
            <p role="alert" className={shared.error}>
              {t('invite.timesFailed')}
            </p>
          ) : null}
          {receiver && times.data ? (
            times.data.meetings.length ? (
              <SlotPicker days={times.data.meetings} value={choice} onChange={setChoice} />
            ) : (
              <p>{t('invite.noSlots')}</p>
            )
          ) : null}
          {choice.roomId !== null ? (
            <div>
              <label htmlFor={purposeId} className={shared.label}>
                {t('invite.purpose')}
              </label>
              <textarea
                id={purposeId}
                className={shared.textarea}
                value={purpose}
                onChange={(e) => setPurpose(e.target.value)}
                placeholder={t('invite.purposePlaceholder')}
                maxLength={2000}
              />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className={shared.error}>
              {error}
            </p>
          ) : null}
          {ready ? (
            <div className={shared.actions}>
              <button type="submit" className={shared.primary} disabled={sending}>
                {sending ? t('invite.sending') : t('invite.send')}
              </button>
            </div>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
