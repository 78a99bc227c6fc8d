'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import type { Meeting } from '../types';
import shared from '../meetings.module.css';

type Props = { meeting: Meeting | null; busy: boolean; onConfirm: () => void; onClose: () => void };

/** "Are you sure you want to cancel the meeting?" with No (focused first) and Yes. */
export function CancelDialog({ meeting, busy, onConfirm, onClose }: Props) {
  const t = useTranslations('meetings.schedule');
  return (
    <Modal open={meeting !== null} title={t('cancel')} onClose={onClose} closeLabel={t('close')}>
      <p>{t('cancelConfirm')}</p>
      {meeting ? <p>{meeting.meeting_number}</p> : null}
      <div className={shared.actions}>
        <button type="button" className={shared.secondary} onClick={onClose} data-autofocus>
          {t('no')}
        </button>
        <button type="button" className={shared.danger} onClick={onConfirm} disabled={busy}>
          {t('yesCancel')}
        </button>
      </div>
    </Modal>
  );
}
