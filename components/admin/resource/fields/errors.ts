import { get, useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';

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

/** The first message anywhere in (nested) errors. */
const firstMessage = (errors: unknown): string | undefined => {
  if (!errors || typeof errors !== 'object') return undefined;
  const { message } = errors as { message?: unknown };
  return typeof message === 'string' ? message : Object.values(errors).map(firstMessage).find(Boolean);
};

/** A nested body's errors on the form's fields (`map`: body path → field name); any other rule on the form's root. */
export function mappedErrors(errors: FieldErrors, map: Record<string, string>): FieldErrors {
  const mapped: Record<string, FieldError> = {};
  for (const [path, field] of Object.entries(map)) {
    const error = get(errors, path) as FieldError | undefined;
    if (error?.message) mapped[field] = error;
  }
  const message = firstMessage(errors);
  return Object.keys(mapped).length || !message ? mapped : ({ root: { type: 'schema', message } } as FieldErrors);
}
