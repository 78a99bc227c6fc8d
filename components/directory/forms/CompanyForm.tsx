'use client';

import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { MainCategory } from '@/lib/directory/categories';
import { companyFormData, companyFormSchema, CONTACT_LIST_NAMES, emptyCompany, type CompanyFormInput, type CompanyFormOutput } from './schemas';
import { useValidationMessages } from './useValidationMessages';
import { CategoryRows } from './CategoryRows';
import { ContactRows } from './ContactRows';
import { LogoInput } from './LogoInput';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import { FormFooter, useTimedStatus } from './FormStatus';
import { failureText } from './failure-text';
import type { Send } from './submit';
import styles from './forms.module.css';
import columns from '@/components/ui/columns.module.css';

type Props = {
  categories: MainCategory[];
  send: Send;
  /** Fields sent along, e.g. the registrant of the wizard's first step. */
  extra?: Record<string, string>;
  /** Called after the server accepted the company; `reset` empties the form. */
  onSent: (reset: () => void) => void;
  /** Buttons before the submit button, e.g. the wizard's Back. */
  actions?: ReactNode;
  submitLabel?: string;
};

/** The company details form of the wizard's step 2, reused by the back-office add screen. */
export function CompanyForm({ categories, send, extra, onSent, actions, submitLabel }: Props) {
  const t = useTranslations('yp');
  const msg = useValidationMessages();
  const schema = useMemo(() => companyFormSchema(msg), [msg]);
  const id = useId();
  const [status, setStatus] = useTimedStatus();
  const { control, register, handleSubmit, setValue, reset, formState } = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyCompany(),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await send(companyFormData(values, extra));
      onSent(() => reset(emptyCompany()));
    } catch (error) {
      setStatus({ kind: 'failure', text: failureText(error, t('register.failed')) });
    }
  });

  const text = (name: 'nameMn' | 'nameEn' | 'registrationNumber' | 'addressMn' | 'addressEn', required = false) => (
    <FormField id={`${id}-${name}`} label={t(`form.${name}`)} error={errors[name]?.message} required={required}>
      <input {...fieldProps(`${id}-${name}`, errors[name]?.message)} className={styles.input} {...register(name)} />
    </FormField>
  );
  const area = (name: 'aboutMn' | 'aboutEn') => (
    <FormField id={`${id}-${name}`} label={t(`form.${name}`)} error={errors[name]?.message}>
      <textarea {...fieldProps(`${id}-${name}`, errors[name]?.message)} className={styles.textarea} rows={5} {...register(name)} />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CategoryRows idPrefix={id} categories={categories} control={control} register={register} setValue={setValue} errors={errors} />
      <div className={columns.halves}>
        {text('nameMn', true)}
        {text('nameEn', true)}
        {text('registrationNumber', true)}
      </div>
      <div className={columns.halves}>
        {CONTACT_LIST_NAMES.map((name) => (
          <ContactRows key={name} idPrefix={id} name={name} control={control} register={register} errors={errors} />
        ))}
      </div>
      <div className={columns.halves}>
        {text('addressMn')}
        {text('addressEn')}
        {area('aboutMn')}
        {area('aboutEn')}
      </div>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <LogoInput id={`${id}-logo`} file={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <FormFooter status={status} actions={actions} submitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
