'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../FormField';
import { useInvalid } from './errors';

type Props = { name: string; label: string; id: string; hint?: string; required?: boolean; accept: string; chosen?: (count: number) => string };

/** Several files at once (e.g. a day's photos), bound to the form as a File[]; a reset remounts the native input (FieldInput's key). */
export function FilesInput({ name, label, id, hint, required, accept, chosen }: Props) {
  const { control } = useFormContext();
  const invalid = useInvalid(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} hint={hint} required={required}>
          <input {...fieldProps(id, null, hint)} {...invalid} type="file" multiple accept={accept} onChange={(e) => field.onChange(Array.from(e.target.files ?? []))} />
          {chosen && field.value?.length > 0 && <p>{chosen(field.value.length)}</p>}
        </FormField>
      )}
    />
  );
}
