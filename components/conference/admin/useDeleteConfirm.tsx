'use client';

import { useState } from 'react';
import { adminFetch } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';

type Options<T> = {
  /** The spec's question for the row, e.g. 'Хөтөлбөрийг устгах уу?'. */
  question: (row: T) => string;
  /** The DELETE call for the row, e.g. `${W}/delete/agenda?id=3`. */
  path: (row: T) => string;
  onDeleted: (row: T) => void | Promise<unknown>;
  onError: (error: unknown) => void;
};

/** Every delete asks first: `ask(row)` opens the confirmation; `dialog` is placed once in the screen. */
export function useDeleteConfirm<T>({ question, path, onDeleted, onError }: Options<T>) {
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (row === null) return;
    setBusy(true);
    try {
      await adminFetch(path(row), { method: 'DELETE' });
      await onDeleted(row);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
      setRow(null);
    }
  }

  const dialog = <ConfirmDialog message={row === null ? null : question(row)} onConfirm={confirm} onCancel={() => setRow(null)} busy={busy} />;
  return { ask: setRow, dialog };
}
