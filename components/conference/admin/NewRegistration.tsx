'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { FormField } from '@/components/admin/FormField';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { REGISTRATION_FIELDS } from '@/lib/conference/constants';
import { registrationSchema, type RegistrationInput } from '@/lib/conference/validators';
import { RegistrationTable } from './RegistrationTable';
import type { RegistrationPage } from './registration-types';
import { W } from './week-api';
import styles from './week.module.css';

const EMPTY: RegistrationInput = { company: '', first_name: '', last_name: '', country: '', email: '', phone_number: '' };
const NEW_LIST = `${W}/get/new-registration`;

/**
 * The admin's new registration for the chosen event: every field required, missing ones turn red without a
 * message (spec §5). Below, the registrations of the last seven days.
 */
export function NewRegistration({ event }: { event: number }) {
  const t = useTranslations('adminWeek.register');
  const refetch = useRefetchAdmin();
  const notice = useNotice({ successMs: UPLOAD_MESSAGE_MS });
  const [page, setPage] = useState(1);
  const limit = 50;
  const recent = useAdminQuery<RegistrationPage>(`${NEW_LIST}?event=${event}&page=${page}&limit=${limit}`, { placeholderData: (prev) => prev });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({ resolver: zodResolver(registrationSchema), defaultValues: EMPTY });

  const save = handleSubmit(async (values) => {
    try {
      await adminFetch(`${W}/insert/registration`, { json: { ...values, event_id: event } });
      reset(EMPTY);
      notice.success(t('added'));
      await Promise.all([refetch(NEW_LIST), refetch(`${W}/get/user-registration`)]);
    } catch (error) {
      notice.error(error);
    }
  });

  return (
    <div className={styles.stack}>
        {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
        <h2 className={styles.formTitle}>{t('newTitle')}</h2>
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
      <h2 className={styles.formTitle}>{t('recentTitle')}</h2>
      <RegistrationTable query={recent} page={page} limit={limit} onPage={setPage} />
    </div>
  );
}
