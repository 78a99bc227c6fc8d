'use client';

import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { consultantFormSchema } from './schemas';
import { useValidationMessages } from './useValidationMessages';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import { FormFooter, useTimedStatus } from './FormStatus';
import { failureText } from './failure-text';
import type { Send } from './submit';
import styles from './forms.module.css';
import columns from '@/components/ui/columns.module.css';

type Schema = ReturnType<typeof consultantFormSchema>;
type Props = {
  send: Send;
  extra?: Record<string, string>;
  onSent: (reset: () => void) => void;
  actions?: ReactNode;
  submitLabel?: string;
};

const EMPTY: z.input<Schema> = { nameMn: '', nameEn: '', professionMn: '', professionEn: '', phone: '', adviceMn: '', adviceEn: '' };
const FIELDS = [
  ['nameMn', 'consultantNameMn', true],
  ['nameEn', 'consultantNameEn', true],
  ['professionMn', 'professionMn', true],
  ['professionEn', 'professionEn', true],
  ['phone', 'phone', true],
] as const;

/** The mining consultant form of the wizard's step 2, reused by the back-office add screen. Names go upper-cased. */
export function ConsultantForm({ send, extra, onSent, actions, submitLabel }: Props) {
  const t = useTranslations('yp');
  const msg = useValidationMessages();
  const schema = useMemo(() => consultantFormSchema(msg), [msg]);
  const id = useId();
  const [status, setStatus] = useTimedStatus();
  const { register, handleSubmit, reset, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await send({ ...values, ...extra });
      onSent(() => reset(EMPTY));
    } catch (error) {
      setStatus({ kind: 'failure', text: failureText(error, t('register.failed')) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={columns.halves}>
        {FIELDS.map(([name, label, required]) => (
          <FormField key={name} id={`${id}-${name}`} label={t(`form.${label}`)} error={errors[name]?.message} required={required}>
            <input
              {...fieldProps(`${id}-${name}`, errors[name]?.message)}
              type={name === 'phone' ? 'tel' : 'text'}
              className={styles.input}
              {...register(name)}
            />
          </FormField>
        ))}
        {(['adviceMn', 'adviceEn'] as const).map((name) => (
          <FormField key={name} id={`${id}-${name}`} label={t(`form.${name}`)} error={errors[name]?.message}>
            <textarea {...fieldProps(`${id}-${name}`, errors[name]?.message)} className={styles.textarea} rows={4} {...register(name)} />
          </FormField>
        ))}
      </div>
      <FormFooter status={status} actions={actions} submitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
