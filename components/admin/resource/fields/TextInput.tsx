'use client';

import { useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../FormField';
import ui from '../../ui.module.css';
import { useInvalid } from './errors';

type Props = {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'date' | 'time' | 'datetime-local';
  id: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  lang?: string;
  step?: number;
};

/** A labelled text, e-mail, date, time, date-and-time or multi-line field bound to the form. */
export function TextInput({ name, label, kind, id, hint, required, maxLength, lang, step }: Props) {
  const { register } = useFormContext();
  const common = { ...fieldProps(id, null, hint), ...useInvalid(name), ...register(name), maxLength, lang, step };
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      {kind === 'textarea' ? <textarea className={ui.textarea} rows={4} {...common} /> : <input className={ui.input} type={kind} {...common} />}
    </FormField>
  );
}
