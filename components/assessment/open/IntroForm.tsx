'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { IntroValues } from '@/lib/assessment/validators';
import { useFormOnDemand } from '@/components/ui/forms/useFormOnDemand';
import { StepHeading } from '../StepHeading';
import styles from '../assessment.module.css';

const FIELDS = [
  { name: 'name', label: 'name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * Page 0: organisation name, e-mail and phone. Each is checked once left; Start looks disabled while any is
 * invalid, and pressing it anyway shows every message (all fields count as touched) instead of moving on.
 */
export function IntroForm({ initial, onStart, focusOnMount }: { initial: IntroValues; onStart: (values: IntroValues) => void; focusOnMount: boolean }) {
  const t = useTranslations('assessment.intro');
  const schema = () =>
    import('@/lib/assessment/validators').then((m) =>
      m.introSchema({ nameRequired: t('nameRequired'), emailRequired: t('emailRequired'), emailInvalid: t('emailInvalid'), phoneRequired: t('phoneRequired'), phoneInvalid: t('phoneInvalid') }),
    );
  const form = useFormOnDemand<IntroValues>({ schema, mode: 'onTouched', defaultValues: initial });
  const { register, handleSubmit, formState } = form;
  const { errors, isValid } = formState;
  // Values put back from a kept draft are checked at once: otherwise Start would look disabled until a focus.
  const restored = Boolean(initial.name || initial.email || initial.phone_number);
  useEffect(() => {
    if (restored) form.activate();
  }, []); // once, for the values this form was mounted with

  return (
    <form className={styles.card} onFocus={form.activate} onSubmit={handleSubmit(onStart)} noValidate>
      {form.engine}
      <StepHeading className={styles.groupTitle} focus={focusOnMount}>
        {t('heading')}
      </StepHeading>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.stack}>
        {FIELDS.map((f) => {
          const error = errors[f.name]?.message;
          return (
            <div className={styles.field} key={f.name}>
              <label className={styles.label} htmlFor={`intro-${f.name}`}>
                {t(f.label)}
              </label>
              <input
                id={`intro-${f.name}`}
                className={styles.input}
                type={f.type}
                autoComplete={f.autoComplete}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `intro-${f.name}-error` : undefined}
                aria-required="true"
                {...register(f.name)}
              />
              {error && (
                <p id={`intro-${f.name}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <span />
        <button type="submit" className={styles.primary} aria-disabled={!isValid}>
          {t('start')}
        </button>
      </div>
    </form>
  );
}
