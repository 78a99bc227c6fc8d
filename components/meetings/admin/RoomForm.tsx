'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { useFlash } from '../use-flash';
import { Note } from './Note';
import { meetingRoomFields } from '@/lib/meetings/validators';
import { ypAdmin } from './paths';
import type { MeetingRoom } from './MeetingInfoScreen';

const roomText = meetingRoomFields.pick({ room_number: true, capacity: true });

type Props = { room: MeetingRoom | null; onBack: () => void; onSaved: () => void };

/** Mode C: add a room ("Уулзалтын өрөө нэмэх") or edit the chosen one ("Уулзалтын өрөө засах"). */
export function RoomForm({ room, onBack, onSaved }: Props) {
  const t = useTranslations('adminYellow.meetings.info');
  const [name, setName] = useState(room?.room_number ?? '');
  const [capacity, setCapacity] = useState(room?.capacity ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; capacity?: string }>({});
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash(5000);

  function clear() {
    setName(room?.room_number ?? '');
    setCapacity(room?.capacity ?? '');
    setImage(null);
    setErrors({});
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    // The API's own schema: a capacity must be a number, with the same message the API would answer.
    const checked = roomText.safeParse({ room_number: name, capacity });
    const issue = (field: string) => (checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === field)?.message);
    const found = { name: issue('room_number'), capacity: issue('capacity') };
    setErrors(found);
    if (found.name || found.capacity) return;
    setBusy(true);
    try {
      const form = new FormData();
      if (room) form.append('id', String(room.id));
      form.append('room_number', name.trim());
      form.append('capacity', capacity.trim());
      if (image) form.append('image', image);
      await adminFetch(ypAdmin(room ? '/update/meeting-room' : '/insert/meeting-room'), { form });
      onSaved();
    } catch (err) {
      showFlash('error', err instanceof AdminApiError && err.status === 400 ? err.message : t('failed'));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={room ? t('roomEditTitle') : t('roomAddTitle')}>
        <button type="button" className={ui.button} onClick={onBack}>
          {t('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} noValidate onSubmit={save}>
        <FormField id="room-name" label={t('roomName')} error={errors.name} required>
          <input {...fieldProps('room-name', errors.name)} className={ui.input} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <ImagePicker id="room-image" label={t('roomPicture')} file={image} onChange={setImage} currentUrl={room?.room_pic || null} hint={t('roomPictureHint')} required />
        <FormField id="room-capacity" label={t('roomCapacity')} error={errors.capacity} required>
          <input {...fieldProps('room-capacity', errors.capacity)} className={ui.input} value={capacity} onChange={(e) => setCapacity(e.target.value)} inputMode="numeric" />
        </FormField>
        <Note flash={flash} />
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {room ? t('edit') : t('add')}
          </button>
          <button type="button" className={ui.button} onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
    </>
  );
}
