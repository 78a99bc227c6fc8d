'use client';

import { withPageLang } from '@/lib/i18n/page-lang';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { OFFICE_REQUEST_FIELDS, OFFICE_REQUEST_MESSAGES, officeRequestSchema, type OfficeRequest, type OfficeRequestInput, type OfficeRequestField } from '@/lib/site/office-request';
import styles from './MembershipForm.module.css';

const SUCCESS_BANNER_MS = 10_000;
const TEXT_FIELDS = [
  ['name', 'text', 'organization'],
  ['email', 'email', 'email'],
  ['phone_number', 'tel', 'tel'],
  ['business_type', 'text', 'off'],
] as const;
const PURPOSES = ['member_request', 'codex_request', 'meeting_request'] as const;
/** The schema's name for the checkbox group's problem: an error path, not a field of the form's type. */
const PURPOSE_ERROR = 'purpose' as keyof OfficeRequestInput;
const EMPTY: OfficeRequestInput = { name: '', email: '', phone_number: '', business_type: '', member_request: false, codex_request: false, meeting_request: false };

/**
 * The membership request. The schema is the API's own (lib/site/office-request), so the form and the server
 * refuse the same things with the same words. Every problem shows beside its field at once, in the spec's order
 * (issue 27.3); the outcome of a send shows right under the Send button, where the user is looking, in a live region.
 */
export function MembershipForm() {
  const t = useTranslations('mm.form');
  const locale = useLocale() as 'mn' | 'en';
  const schema = useMemo(() => officeRequestSchema(locale), [locale]);
  const { register, handleSubmit, reset, setFocus, setError, clearErrors, getValues, formState } = useForm<OfficeRequestInput, unknown, OfficeRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  // On a phone the keyboard may have scrolled the page: bring the message fully into view.
  useEffect(() => {
    if (sent || failure) outcome.current?.scrollIntoView({ block: 'nearest' });
  }, [sent, failure]);

  const errors = formState.errors as Partial<Record<OfficeRequestField, { message?: string }>>;
  const errorId = (field: OfficeRequestField) => `membership-${field}-error`;
  const fieldError = (field: OfficeRequestField) =>
    errors[field]?.message ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {errors[field]!.message}
      </p>
    ) : null;

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
        // The schema checks the purpose only once the text fields pass; the form names it at the same time.
        const v = getValues();
        if (!('purpose' in invalid) && !v.member_request && !v.codex_request && !v.meeting_request) {
          setError(PURPOSE_ERROR, { message: OFFICE_REQUEST_MESSAGES[locale].purpose });
        }
        if (!OFFICE_REQUEST_FIELDS.slice(0, 4).some((field) => field in invalid)) setFocus('member_request');
      })}
    >
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
              aria-describedby={errors[field] ? errorId(field) : undefined}
              {...register(field)}
            />
            {fieldError(field)}
          </div>
        ))}
      </div>
      <fieldset className={styles.purposes} aria-invalid={errors.purpose ? true : undefined} aria-describedby={errors.purpose ? errorId('purpose') : undefined}>
        <legend>
          {t('purpose')} <span className={styles.required}>({t('required')})</span>
        </legend>
        {PURPOSES.map((purpose) => (
          <label key={purpose} className={styles.check}>
            <input type="checkbox" {...register(purpose, { onChange: () => clearErrors(PURPOSE_ERROR) })} />
            {t(purpose)}
          </label>
        ))}
        {fieldError('purpose')}
      </fieldset>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </button>
      {/* Live regions present from the first render, so screen readers announce what appears in them. */}
      <div ref={outcome}>
        <div role="status">{sent && <p className={styles.success}>{t('success')}</p>}</div>
        <div role="alert">{failure && <p className={styles.error}>{failure}</p>}</div>
      </div>
    </form>
  );
}
