'use client';

import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/Modal';
import { useTranslations } from 'next-intl';
import { adminFetch } from './api';
import ui from './ui.module.css';
import styles from './widgets.module.css';

type Props = {
  /** The question, e.g. 'Баннерийг устгах уу?'; the dialog is open while it is set. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  busy?: boolean;
};

/** The one delete/confirm question, on the shared Dialog (Escape cancels). */
export function ConfirmDialog({ message, onConfirm, onCancel, confirmLabel, busy }: Props) {
  const t = useTranslations('admin.ui');
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onCancel} labelledBy={textId} size="small">
      <p id={textId} className={styles.dialogText}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={ui.button} onClick={onCancel} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className={ui.danger} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('delete')}
        </button>
      </div>
    </Dialog>
  );
}

type DeleteOptions<T> = {
  /** The DELETE call for a row, e.g. (row) => `/delete/news?id=${row.id}`. */
  path: (row: T) => string;
  /** The spec's question for a row, e.g. (row) => `${row.category} цэсийг устгах уу?`. */
  question: (row: T) => string;
  /** After a successful delete: refetch, say so. */
  onDeleted: (row: T) => unknown;
  onError: (error: unknown) => void;
};

/** Delete with confirmation: `const del = useDeleteConfirm({...}); del.ask(row)` and `{del.dialog}`. */
export function useDeleteConfirm<T>({ path, question, onDeleted, onError }: DeleteOptions<T>) {
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!row) return;
    setBusy(true);
    try {
      await adminFetch(path(row), { method: 'DELETE' });
      await onDeleted(row);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
      setRow(null);
    }
  }
  return {
    ask: (target: T) => setRow(target),
    dialog: <ConfirmDialog message={row ? question(row) : null} onConfirm={confirm} onCancel={() => setRow(null)} busy={busy} />,
  };
}
