'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Registrant } from '@/lib/directory/validators';
import { useFormOnDemand } from '@/components/ui/forms/useFormOnDemand';
import { useValidationMessages } from '../forms/useValidationMessages';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import styles from '../forms/forms.module.css';
import columns from '@/components/ui/columns.module.css';

const FIELDS = [
  ['registrantName', 'name', 'text', 'name'],
  ['registrantPosition', 'position', 'text', 'organization-title'],
  ['registrantEmail', 'email', 'email', 'email'],
  ['registrantPhone', 'phone', 'tel', 'tel'],
] as const;

/** Step 1: who is registering. All four fields are required. */
export function RegistrantStep({ initial, onNext }: { initial: Registrant; onNext: (registrant: Registrant) => void }) {
  const t = useTranslations('yp.register');
  const msg = useValidationMessages();
  const id = useId();
  const form = useFormOnDemand<Registrant>({ schema: () => import('../forms/schemas').then((m) => m.registrantFormSchema(msg)), defaultValues: initial });
  const { register, handleSubmit, formState } = form;
  return (
    <form className={styles.form} onFocus={form.activate} onSubmit={handleSubmit(onNext)} noValidate>
      {form.engine}
      <div className={columns.halves}>
        {FIELDS.map(([name, label, type, autoComplete]) => {
          const error = formState.errors[name]?.message;
          return (
            <FormField key={name} id={`${id}-${name}`} label={t(label)} error={error} required>
              <input {...fieldProps(`${id}-${name}`, error)} type={type} autoComplete={autoComplete} className={styles.input} {...register(name)} />
            </FormField>
          );
        })}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('next')}
        </button>
      </div>
    </form>
  );
}
