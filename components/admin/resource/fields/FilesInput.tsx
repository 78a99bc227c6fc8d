'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, fieldProps } from '../../FormField';
import { useInvalid } from './errors';

type Props = { name: string; label: string; id: string; hint?: string; required?: boolean; accept: string; chosen?: (count: number) => string };

/** Several files at once (e.g. a day's photos): the form holds the FileList (sent as its files); a reset remounts the input (FieldInput's key). */
export function FilesInput({ name, label, id, hint, required, accept, chosen }: Props) {
  const { register } = useFormContext();
  const count = (useWatch({ name }) as FileList | File[] | undefined)?.length ?? 0;
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      <input {...fieldProps(id, null, hint)} {...useInvalid(name)} {...register(name)} type="file" multiple accept={accept} />
      {chosen && count > 0 && <p>{chosen(count)}</p>}
    </FormField>
  );
}
