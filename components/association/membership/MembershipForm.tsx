'use client';

import { withPageLang } from '@/lib/i18n/page-lang';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { OFFICE_REQUEST_FIELDS, officeRequestSchema, type OfficeRequest, type OfficeRequestInput, type OfficeRequestField } from '@/lib/site/office-request';
import styles from './MembershipForm.module.css';

const SUCCESS_BANNER_MS = 10_000;
const TEXT_FIELDS = [
  ['name', 'text', 'organization'],
  ['email', 'email', 'email'],
  ['phone_number', 'tel', 'tel'],
  ['business_type', 'text', 'off'],
] as const;
const PURPOSES = ['member_request', 'codex_request', 'meeting_request'] as const;
const EMPTY: OfficeRequestInput = { name: '', email: '', phone_number: '', business_type: '', member_request: false, codex_request: false, meeting_request: false };

/**
 * The membership request. The schema is the API's own (lib/site/office-request), so the form and the server
 * refuse the same things with the same words; problems are reported one at a time, in the spec's order.
 */
export function MembershipForm() {
  const t = useTranslations('mm.form');
  const locale = useLocale() as 'mn' | 'en';
  const schema = useMemo(() => officeRequestSchema(locale), [locale]);
  const { register, handleSubmit, reset, setFocus, formState } = useForm<OfficeRequestInput, unknown, OfficeRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const errors = formState.errors as Partial<Record<OfficeRequestField, { message?: string }>>;
  const firstError = OFFICE_REQUEST_FIELDS.find((field) => errors[field]?.message);

  const send = async (values: OfficeRequest) => {
    setSent(false);
    setFailure(null);
    try {
      const res = await fetch(withPageLang('/api/mm/insert/office-request'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (res.ok) {
        reset(EMPTY);
        setSent(true);
        return;
      }
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      setFailure(res.status === 429 && body?.error ? body.error : t('failure'));
    } catch {
      setFailure(t('failure'));
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(send, (invalid) => {
        if (!OFFICE_REQUEST_FIELDS.slice(0, 4).some((field) => field in invalid)) setFocus('member_request');
      })}
    >
      {sent && (
        <p className={styles.success} role="status">
          {t('success')}
        </p>
      )}
      {firstError && (
        <p id="membership-form-error" className={styles.error} role="alert">
          {errors[firstError]!.message}
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.fields}>
        {TEXT_FIELDS.map(([field, type, autoComplete]) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`membership-${field}`}>
              {t(field)} <span className={styles.required}>({t('required')})</span>
            </label>
            <input
              id={`membership-${field}`}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={firstError === field ? 'membership-form-error' : undefined}
              {...register(field)}
            />
          </div>
        ))}
      </div>
      <fieldset className={styles.purposes} aria-invalid={errors.purpose ? true : undefined} aria-describedby={firstError === 'purpose' ? 'membership-form-error' : undefined}>
        <legend>
          {t('purpose')} <span className={styles.required}>({t('required')})</span>
        </legend>
        {PURPOSES.map((purpose) => (
          <label key={purpose} className={styles.check}>
            <input type="checkbox" {...register(purpose)} />
            {t(purpose)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
