'use client';

import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Modal';
import { useTranslations } from 'next-intl';
import { adminFetch } from './api';
import ui from './ui.module.css';
import styles from './widgets.module.css';

/** A short message in the small Dialog, open while it is set, with its buttons (Escape closes it). */
export function MessageDialog({ message, onClose, className, role, children }: { message: string | null; onClose: () => void; className?: string; role?: 'status'; children: ReactNode }) {
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} labelledBy={textId} size="small">
      <p id={textId} role={role} className={`${styles.dialogText} ${className ?? ''}`}>
        {message}
      </p>
      <div className={styles.dialogActions}>{children}</div>
    </Dialog>
  );
}

type Props = {
  /** The question, e.g. 'Баннерийг устгах уу?'; the dialog is open while it is set. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  busy?: boolean;
};

/** The one delete/confirm question (Escape cancels). */
export function ConfirmDialog({ message, onConfirm, onCancel, confirmLabel, busy }: Props) {
  const t = useTranslations('admin.ui');
  return (
    <MessageDialog message={message} onClose={onCancel}>
      <button type="button" className={ui.button} onClick={onCancel} autoFocus>
        {t('cancel')}
      </button>
      <button type="button" className={ui.danger} onClick={onConfirm} disabled={busy}>
        {confirmLabel ?? t('delete')}
      </button>
    </MessageDialog>
  );
}

/**
 * Ask before acting: `ask(target)` opens the question, its confirm button runs `act(target)` (off while it runs),
 * and the dialog closes either way; failures go to `onError`.
 */
export function useConfirm<T>(act: (target: T) => Promise<unknown>, onError: (error: unknown) => void) {
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await act(target.value);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }
  return {
    ask: (value: T) => setTarget({ value }),
    dialog: (question: (target: T) => string, confirmLabel?: (target: T) => string) => (
      <ConfirmDialog message={target && question(target.value)} confirmLabel={target ? confirmLabel?.(target.value) : undefined} onConfirm={confirm} onCancel={() => setTarget(null)} busy={busy} />
    ),
  };
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
  const { ask, dialog } = useConfirm<T>(async (row) => {
    await adminFetch(path(row), { method: 'DELETE' });
    await onDeleted(row);
  }, onError);
  return { ask, dialog: dialog(question) };
}
