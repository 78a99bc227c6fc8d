'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';

type Props = {
  heading: string;
  label: string;
  initial: string;
  requiredMessage: string;
  save: (title: string) => Promise<unknown>;
  /** Back to the list; saved tells whether the title changed. */
  onDone: (saved: boolean) => void;
};

/** The rename mode of the document and video screens: only the title changes; Back returns to the list. */
export function RenameForm({ heading, label, initial, requiredMessage, save, onDone }: Props) {
  const tUi = useTranslations('admin.ui');
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await save(title.trim());
      onDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={heading}>
        <button type="button" className={ui.button} onClick={() => onDone(false)}>
          {tUi('back')}
        </button>
      </PageHeader>
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
        <FormField id="rename-title" label={label} error={error} required>
          <input className={ui.input} {...fieldProps('rename-title', error)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} autoFocus />
        </FormField>
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {tUi('save')}
          </button>
        </div>
      </form>
    </>
  );
}
