'use client';

import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../FormField';
import ui from '../../ui.module.css';
import type { Option, OptionsSource } from '../define';
import { useOptions } from '../useOptions';
import { useInvalid } from './errors';
import { Options } from '@/components/ui/Options';

type Props = {
  name: string;
  label: string;
  id: string;
  kind: 'select' | 'radio' | 'checkbox';
  options?: Option[];
  optionsFrom?: OptionsSource;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  t: (key: string) => string;
};

/** A select, a radio group or a checkbox bound to the form; option labels are keys in the resource's namespace. */
export function ChoiceInput({ name, label, id, kind, options: given, optionsFrom, placeholder, hint, required, t }: Props) {
  const { register, getValues, setValue } = useFormContext();
  const options = useOptions(given, optionsFrom);
  // Choices read from the API arrive after the form: show the stored choice once its option exists.
  useEffect(() => {
    if (options.length) setValue(name, getValues(name));
  }, [options.length, name, getValues, setValue]);
  const invalid = useInvalid(name);
  if (kind === 'checkbox') {
    return (
      <label className={ui.choice}>
        <input type="checkbox" {...register(name)} {...fieldProps(id, null, hint)} {...invalid} /> {label}
      </label>
    );
  }
  if (kind === 'radio') {
    return (
      <fieldset className={ui.fieldset}>
        <legend>{label}</legend>
        {options.map((o) => (
          <label key={o.value} className={ui.choice}>
            <input type="radio" value={o.value} {...register(name)} {...invalid} /> {o.text ?? t(o.label ?? o.value)}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      <select className={ui.select} {...fieldProps(id, null, hint)} {...invalid} {...register(name)}>
        <option value="">{placeholder ? t(placeholder) : ''}</option>
        <Options items={options} value={(o) => o.value} label={(o) => o.text ?? t(o.label ?? o.value)} />
      </select>
    </FormField>
  );
}
