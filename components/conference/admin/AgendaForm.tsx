'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { adminFetch, useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { agendaFieldsSchema } from '@/lib/conference/validators';
import { toFormData } from './form-data';
import { useImageField } from './useImageField';
import { W, dayLabel, type EventDate } from './week-api';
import styles from './week.module.css';

export type AgendaRow = {
  id: number;
  event_date_id: number;
  language_id: number;
  agenda_image: string;
  event_date: string;
  day: number;
  event: string;
  language: string;
};
type Input = z.input<typeof agendaFieldsSchema>;

type Props = { event: number; editing: AgendaRow | null; onSaved: (edited: boolean) => void; onError: (e: unknown) => void; onBack: () => void };

/** Add or edit one agenda image: the image (JPEG/PNG), the day and the language. */
export function AgendaForm({ event, editing, onSaved, onError, onBack }: Props) {
  const t = useTranslations('adminWeek.agenda');
  const common = useTranslations('adminWeek.common');
  const dates = useAdminQuery<{ dates: EventDate[] }>(`${W}/get/event-dates?event=${event}&language=all`);
  const languages = useAdminQuery<{ result: { id: number; language: string }[] }>(`${W}/get/language`);
  const image = useImageField(t('imageRequired'), Boolean(editing));
  const empty: Input = { event_date_id: '', language_id: '' };
  const form = useForm<Input, unknown, z.output<typeof agendaFieldsSchema>>({
    resolver: zodResolver(agendaFieldsSchema),
    defaultValues: editing ? { event_date_id: editing.event_date_id, language_id: editing.language_id } : empty,
  });
  const errors = form.formState.errors;

  function clear() {
    image.reset();
    form.reset(empty);
  }

  const save = form.handleSubmit(async (values) => {
    if (image.missing()) return;
    try {
      await adminFetch(editing ? `${W}/update/agenda` : `${W}/insert/agenda`, {
        form: toFormData({ ...values, ...(editing ? { id: editing.id } : {}) }, image.file),
      });
      clear();
      onSaved(Boolean(editing));
    } catch (error) {
      onError(error);
    }
  });

  // The selects are drawn once their options exist, so they show the form's values.
  if (!dates.data || !languages.data) return <Spinner />;

  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
      <h2 className={styles.formTitle}>{editing ? t('editTitle') : t('addTitle')}</h2>
      <ImagePicker id="agenda-image" label={t('image')} currentUrl={editing?.agenda_image} hint={t('imageHint')} {...image.pickerProps} />
      <div className={ui.row}>
        <FormField id="agenda-date" label={t('date')} error={errors.event_date_id?.message} required>
          <select {...fieldProps('agenda-date', errors.event_date_id?.message)} {...form.register('event_date_id')} className={ui.select}>
            <option value="">{t('chooseDate')}</option>
            {dates.data.dates.map((d) => (
              <option key={d.id} value={d.id}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="agenda-language" label={t('language')} error={errors.language_id?.message} required>
          <select {...fieldProps('agenda-language', errors.language_id?.message)} {...form.register('language_id')} className={ui.select}>
            <option value="">{t('chooseLanguage')}</option>
            {languages.data.result.map((l) => (
              <option key={l.id} value={l.id}>
                {t(`languages.${l.language === 'en' ? 'en' : 'mn'}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {dates.data.dates.length === 0 && <p className={ui.error}>{t('noDates')}</p>}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
          {editing ? common('save') : common('add')}
        </button>
        <button type="button" className={ui.button} onClick={clear}>
          {common('clear')}
        </button>
        <button type="button" className={ui.button} onClick={onBack}>
          {common('back')}
        </button>
      </div>
    </form>
  );
}
