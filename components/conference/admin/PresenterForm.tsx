'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { adminFetch, useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { presenterFieldsSchema } from '@/lib/conference/validators';
import { toFormData } from './form-data';
import { useImageField } from './useImageField';
import { W, type WeekEvent } from './week-api';
import styles from './week.module.css';

export type Presenter = {
  id: number;
  name_mn: string;
  name_en: string;
  position_mn: string;
  position_en: string;
  event_id: number;
  event: string;
  profile_img: string;
  presenter_queue: number;
};

/** The presenter fields of the API plus the queue place, which exists once a presenter does. */
const formSchema = presenterFieldsSchema.extend({ presenter_queue: z.coerce.number().int().min(0, 'Дараалал 0-ээс багагүй.').optional() });
type Input = z.input<typeof formSchema>;

const TEXT_FIELDS = ['name_mn', 'name_en', 'position_mn', 'position_en'] as const;

type Props = { editing: Presenter | null; defaultEvent: number; onSaved: (edited: boolean) => void; onError: (e: unknown) => void; onClear: () => void };

/** Add or edit a presenter: photo (JPEG/PNG, checked again by the server), names, positions, event, queue place. */
export function PresenterForm({ editing, defaultEvent, onSaved, onError, onClear }: Props) {
  const t = useTranslations('adminWeek.presenters');
  const common = useTranslations('adminWeek.common');
  const events = useAdminQuery<{ event: WeekEvent[] }>(`${W}/get/event`);
  const image = useImageField(t('imageRequired'), Boolean(editing));
  const empty: Input = { name_mn: '', name_en: '', position_mn: '', position_en: '', event_id: defaultEvent, presenter_queue: undefined };
  const form = useForm<Input, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  });
  const errors = form.formState.errors;

  // Choosing a row to edit (or leaving edit) fills the form and brings it into view.
  useEffect(() => {
    form.reset(editing ? { ...editing } : empty);
    image.reset();
    if (editing) document.getElementById('presenter-form')?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  function clear() {
    image.reset();
    form.reset(empty);
    onClear();
  }

  const save = form.handleSubmit(async (values) => {
    if (image.missing()) return;
    try {
      const body = toFormData({ ...values, ...(editing ? { id: editing.id } : { presenter_queue: undefined }) }, image.file);
      await adminFetch(editing ? `${W}/update/presenter` : `${W}/insert/presenter`, { form: body });
      image.reset();
      form.reset(empty);
      onSaved(Boolean(editing));
    } catch (error) {
      onError(error);
    }
  });

  // The selects are drawn once their options exist, so they show the form's values.
  if (!events.data) return <Spinner />;

  return (
    <form id="presenter-form" className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
      <h2 className={styles.formTitle}>{editing ? t('editTitle', { name: editing.name_mn }) : t('addTitle')}</h2>
      <ImagePicker id="presenter-image" label={t('image')} currentUrl={editing?.profile_img} hint={t('imageHint')} {...image.pickerProps} />
      <div className={ui.row}>
        {TEXT_FIELDS.map((field) => (
          <FormField key={field} id={`presenter-${field}`} label={t(field)} error={errors[field]?.message} required>
            <input {...fieldProps(`presenter-${field}`, errors[field]?.message)} {...form.register(field)} className={ui.input} />
          </FormField>
        ))}
      </div>
      <div className={ui.row}>
        <FormField id="presenter-event" label={common('event')} error={errors.event_id?.message} required>
          <select {...fieldProps('presenter-event', errors.event_id?.message)} {...form.register('event_id')} className={ui.select}>
            {events.data.event.map((e) => (
              <option key={e.id} value={e.id}>
                {e.event}
              </option>
            ))}
          </select>
        </FormField>
        {editing && (
          <FormField id="presenter-queue" label={t('queue')} error={errors.presenter_queue?.message} required>
            <input type="number" min={0} {...fieldProps('presenter-queue', errors.presenter_queue?.message)} {...form.register('presenter_queue')} className={ui.input} />
          </FormField>
        )}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
          {editing ? common('save') : common('add')}
        </button>
        <button type="button" className={ui.button} onClick={clear}>
          {common('clear')}
        </button>
      </div>
    </form>
  );
}
