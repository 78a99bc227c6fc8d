import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/** Accessibility attributes for the control inside a FormField with the same id. */
export function fieldProps(id: string, error?: string | null, hint?: string) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

type Props = { id: string; label: string; error?: string | null; hint?: string; required?: boolean; children: ReactNode; after?: ReactNode };

/** A label, the control (give it {...fieldProps(id, error, hint)}), an optional hint, the field's error and what comes `after` (a file's preview). */
export function FormField({ id, label, error, hint, required, children, after }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
