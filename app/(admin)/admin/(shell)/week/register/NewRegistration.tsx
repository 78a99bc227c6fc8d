'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { FormField } from '@/components/admin/FormField';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { WEEK_API } from '@/components/admin/week/sources';
import { REGISTRATION_FIELDS, UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { registrationSchema, type RegistrationInput } from '@/lib/conference/validators';
import { newRegistrationResource } from './resource';

const EMPTY: RegistrationInput = { company: '', first_name: '', last_name: '', country: '', email: '', phone_number: '' };

/**
 * The admin's new registration for the chosen event: every field required, missing ones turn red without a
 * message (spec §5, so not the resource form, whose alert names the first one). Below, the last seven days.
 */
export function NewRegistration({ event }: { event: number }) {
  const t = useTranslations('adminWeek.register');
  const refetch = useRefetchAdmin();
  const notice = useNotice({ successMs: UPLOAD_MESSAGE_MS });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({ resolver: zodResolver(registrationSchema), defaultValues: EMPTY });

  const save = handleSubmit(async (values) => {
    try {
      await adminFetch(`${WEEK_API}/insert/registration`, { json: { ...values, event_id: event } });
      reset(EMPTY);
      notice.success(t('added'));
      await Promise.all([refetch(`${WEEK_API}/get/new-registration`), refetch(`${WEEK_API}/get/user-registration`)]);
    } catch (error) {
      notice.error(error);
    }
  });

  return (
    <>
      {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate aria-label={t('newTitle')}>
        <div className={ui.row}>
          {REGISTRATION_FIELDS.map((field) => (
            <FormField key={field} id={`new-${field}`} label={t(`fields.${field}`)} required>
              <input
                id={`new-${field}`}
                aria-invalid={errors[field] ? true : undefined}
                type={field === 'email' ? 'email' : field === 'phone_number' ? 'tel' : 'text'}
                {...register(field)}
                className={ui.input}
              />
            </FormField>
          ))}
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={isSubmitting}>
            {t('submit')}
          </button>
          <button type="button" className={ui.button} onClick={() => reset(EMPTY)}>
            {t('clear')}
          </button>
        </div>
      </form>
      <h2 className={ui.title}>{t('recentTitle')}</h2>
      <ResourceList resource={newRegistrationResource} notice={notice} params={{ event: String(event) }} />
    </>
  );
}
