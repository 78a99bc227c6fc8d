'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import ui from './ui.module.css';

type Props = {
  /** The form's message (first failing rule or the server's error), shown in red above the buttons. */
  error?: string | null;
  busy?: boolean;
  /** An id means edit: the submit button says save instead of add (spec §4). */
  editing: boolean;
  /** A back/cancel button when given. */
  onBack?: () => void;
  backLabel?: 'back' | 'cancel';
};

/** The end of an add/edit form: its error, an optional back button and the add/save button. */
export function FormActions({ error, busy, editing, onBack, backLabel = 'back' }: Props) {
  const t = useTranslations('admin.ui');
  return (
    <>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <div className={ui.actions}>
        {onBack && (
          <button type="button" className={ui.button} onClick={onBack}>
            {t(backLabel)}
          </button>
        )}
        <button type="submit" className={ui.primary} disabled={busy}>
          {editing ? t('save') : t('add')}
        </button>
      </div>
    </>
  );
}

/**
 * The submit flow of an add/edit form: stop at the first failing rule, else send, then hand over.
 * `const form = useFormSave(); form.save(problem, () => adminFetch(...), onSaved)`, and
 * `<FormActions error={form.error} busy={form.busy} … />`.
 */
export function useFormSave() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save<R>(problem: string | null, send: () => Promise<R>, onSaved: (result: R) => void) {
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await send());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return { error, busy, save };
}
