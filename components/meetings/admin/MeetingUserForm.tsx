'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import { meetingUserFields, USER_TYPES } from '@/lib/meetings/validators';
import type { MeetingUser } from '../types';
import { ypAdmin } from './paths';
import { useFlash } from '../use-flash';
import { Note } from './Note';

type Values = z.input<typeof meetingUserFields>;
const EMPTY: Values = { name: '', name_en: '', email: '', phone_number: '', user_type: 'Exhibitor' };

type Props = {
  /** Editing this user; absent for a new one (type Exhibitor by default). */
  user?: MeetingUser;
  onSaved?: (user: MeetingUser) => void;
  /** Edit mode's close action. */
  onClose?: () => void;
};

/** The single meeting-user form, shared by add-user and the meeting-users edit: the API's own schema and messages. */
export function MeetingUserForm({ user, onSaved, onClose }: Props) {
  const t = useTranslations('adminYellow.meetings');
  const tu = useTranslations('admin.ui');
  const [flash, showFlash, clearFlash] = useFlash(3000);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof meetingUserFields>>({
    resolver: zodResolver(meetingUserFields),
    defaultValues: user ? { ...user, phone_number: user.phone_number ?? '' } : EMPTY,
  });

  async function save(values: z.output<typeof meetingUserFields>) {
    clearFlash();
    try {
      const res = await adminFetch<{ user: MeetingUser }>(ypAdmin(user ? '/update/meeting-user' : '/insert/meeting-user'), {
        json: user ? { ...values, id: user.id } : values,
      });
      if (!user) reset(EMPTY);
      showFlash('success', t(user ? 'form.updated' : 'form.added'));
      onSaved?.(res.user);
    } catch (e) {
      showFlash('error', e instanceof AdminApiError && e.status < 500 ? e.message : t('form.failed'));
    }
  }

  const err = (k: keyof Values) => errors[k]?.message ?? null;

  return (
    <form className={ui.form} noValidate onSubmit={handleSubmit(save)}>
      <FormField id="mu-name" label={t('form.name')} error={err('name')} required>
        <input {...fieldProps('mu-name', err('name'))} {...register('name')} className={ui.input} autoComplete="off" />
      </FormField>
      <FormField id="mu-name-en" label={t('form.nameEn')} error={err('name_en')} required>
        <input {...fieldProps('mu-name-en', err('name_en'))} {...register('name_en')} className={ui.input} autoComplete="off" />
      </FormField>
      <FormField id="mu-email" label={t('form.email')} error={err('email')} required>
        <input {...fieldProps('mu-email', err('email'))} {...register('email')} type="email" className={ui.input} autoComplete="off" />
      </FormField>
      <FormField id="mu-phone" label={t('form.phone')} error={err('phone_number')}>
        <input {...fieldProps('mu-phone', err('phone_number'))} {...register('phone_number')} type="tel" className={ui.input} autoComplete="off" />
      </FormField>
      <FormField id="mu-type" label={t('form.type')} error={err('user_type')} required>
        <select {...fieldProps('mu-type', err('user_type'))} {...register('user_type')} className={ui.select}>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <Note flash={flash} />
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t(user ? 'form.save' : 'form.add')}
        </button>
        <button type="button" className={ui.button} onClick={() => reset(user ? undefined : EMPTY)}>
          {t('form.clear')}
        </button>
        {onClose ? (
          <button type="button" className={ui.button} onClick={onClose}>
            {tu('close')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
