import { get, useFormContext, type FieldErrors } from 'react-hook-form';

/** The message react-hook-form holds for a (possibly nested) field name, e.g. 'contacts.0.phone'. */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * A field's invalid mark. The message itself is shown once, in the form's alert above the buttons, one
 * at a time in the form's order (the spec's alerts); repeating it under the field would say it twice.
 */
export function useInvalid(name: string) {
  const { formState } = useFormContext();
  return errorOf(formState.errors, name) ? ({ 'aria-invalid': true } as const) : {};
}
