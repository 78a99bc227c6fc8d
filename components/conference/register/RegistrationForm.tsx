'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { REGISTRATION_FIELDS, REGISTRATION_SUCCESS_MS } from '@/lib/conference/constants';
import type { RegistrationInput } from '@/lib/conference/validators';
import { useFormOnDemand } from '@/components/ui/forms/useFormOnDemand';
import ui from '../ui/page.module.css';
import styles from './register.module.css';

type Outcome = 'success' | 'duplicate' | 'failed' | null;

const INPUT_TYPES: Partial<Record<keyof RegistrationInput, { type: string; autoComplete: string }>> = {
  company: { type: 'text', autoComplete: 'organization' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  country: { type: 'text', autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone_number: { type: 'tel', autoComplete: 'tel' },
};

const EMPTY: RegistrationInput = { company: '', first_name: '', last_name: '', country: '', email: '', phone_number: '' };

const schema = () => import('@/lib/conference/validators').then((m) => m.registrationSchema);

/**
 * The conference registration form. The same zod schema as the API: every field required, no format checks.
 * A submit with gaps shows one warning and red borders; success shows for 10 s and clears the form.
 */
export function RegistrationForm() {
  const t = useTranslations('mw.register');
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormOnDemand<RegistrationInput>({ schema, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), REGISTRATION_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function send(values: RegistrationInput) {
    setOutcome(null);
    try {
      const res = await fetch('/api/mw/insert/registration', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (res.status === 409) return setOutcome('duplicate');
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      reset(EMPTY);
      setOutcome('success');
    } catch (error) {
      console.error('[conference] registration failed:', error);
      setOutcome('failed');
    }
  }

  const incomplete = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <form className={styles.form} noValidate onFocus={form.activate} onSubmit={handleSubmit(send)} aria-describedby={`${id}-status`}>
      {form.engine}
      <div className={styles.fields}>
        {REGISTRATION_FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>
              {t(`fields.${field}`)}{' '}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`${id}-${field}`}
              {...INPUT_TYPES[field]}
              {...register(field)}
              aria-invalid={Boolean(errors[field])}
              aria-required="true"
              className={styles.input}
            />
          </div>
        ))}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {incomplete && (
          <p role="alert" className={styles.warning}>
            {t('incomplete')}
          </p>
        )}
        {outcome === 'success' && <p className={styles.success}>{t('success')}</p>}
        {outcome === 'duplicate' && (
          <p role="alert" className={styles.warning}>
            {t('duplicate')}
          </p>
        )}
        {outcome === 'failed' && (
          <p role="alert" className={styles.warning}>
            {t('failed')}
          </p>
        )}
      </div>
      <button type="submit" className={ui.button} disabled={isSubmitting}>
        {isSubmitting && <span className={ui.spinner} aria-hidden="true" />}
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
