'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { meetingTimeInput } from '@/lib/meetings/validators';
import { useFlash } from '../use-flash';
import { Note } from './Note';
import { ypAdmin } from './paths';

type Values = z.input<typeof meetingTimeInput>;
const EMPTY: Values = { date: '', start_time: '', end_time: '' };

/** Mode B: a date and the first and last start times (one-hour steps) → one slot per hour, both ends included. */
export function DayForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations('adminYellow.meetings.info');
  const [flash, showFlash, clearFlash] = useFlash(5000);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof meetingTimeInput>>({ resolver: zodResolver(meetingTimeInput), defaultValues: EMPTY });

  async function save(values: z.output<typeof meetingTimeInput>) {
    clearFlash();
    try {
      await adminFetch(ypAdmin('/insert/meeting-time'), { json: values });
      reset(EMPTY);
      showFlash('success', t('added'));
    } catch (e) {
      showFlash('error', e instanceof AdminApiError && e.status === 400 ? e.message : t('failed'));
    }
  }

  const err = (k: keyof Values) => errors[k]?.message ?? null;
  return (
    <>
      <PageHeader title={t('dayTitle')}>
        <button type="button" className={ui.button} onClick={onBack}>
          {t('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} noValidate onSubmit={handleSubmit(save)}>
        <FormField id="day-date" label={t('date')} error={err('date')} required>
          <input {...fieldProps('day-date', err('date'))} {...register('date')} type="date" className={ui.input} />
        </FormField>
        <FormField id="day-start" label={t('startTime')} error={err('start_time')} required>
          <input {...fieldProps('day-start', err('start_time'), t('timesHint'))} {...register('start_time')} type="time" step={3600} className={ui.input} />
        </FormField>
        <FormField id="day-end" label={t('endTime')} error={err('end_time')} hint={t('timesHint')} required>
          <input {...fieldProps('day-end', err('end_time'), t('timesHint'))} {...register('end_time')} type="time" step={3600} className={ui.input} />
        </FormField>
        <Note flash={flash} />
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={isSubmitting}>
            {t('add')}
          </button>
          <button type="button" className={ui.button} onClick={() => reset(EMPTY)}>
            {t('clear')}
          </button>
        </div>
      </form>
    </>
  );
}
