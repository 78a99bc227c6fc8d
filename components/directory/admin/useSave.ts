'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Note } from './fetch';

/**
 * The save of an edit form: on submit, field errors show (and stop it) once the user tried; otherwise the
 * write runs, 'Амжилттай шинэчлэгдлээ.' or the failure is reported, and `reload` refreshes the data.
 */
export function useSave(errors: Record<string, string | undefined>, notify: (note: Note) => void, reload: () => Promise<unknown>) {
  const t = useTranslations('adminYellow.directory');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = (write: () => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      await write();
      notify({ kind: 'success', text: t('common.updated') });
      await reload();
    } catch (error) {
      notify({ kind: 'error', text: `${t('edit.saveFailed')} ${(error as Error).message}` });
    } finally {
      setSaving(false);
    }
  };
  /** A field's error, shown only after the first attempt to save. */
  const shown = (key: string) => (submitted ? errors[key] : undefined);
  return { submit, saving, shown };
}
