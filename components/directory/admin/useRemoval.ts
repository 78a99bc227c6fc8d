'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';

type Note = { kind: 'success' | 'error'; text: string } | null;

/**
 * Delete with confirmation for the back-office lists: `ask(target)` opens the question, `confirm()` deletes,
 * shows 'Амжилттай устгалаа.' or the failure, and reloads the lists under `listPrefix`.
 */
export function useRemoval<T>(deletePath: (target: T) => string, listPrefix: string, failedText: string) {
  const t = useTranslations('adminYellow.directory.common');
  const refetch = useRefetchAdmin();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  async function confirm(): Promise<boolean> {
    if (!target) return false;
    setBusy(true);
    try {
      await adminFetch(deletePath(target), { method: 'DELETE' });
      setNote({ kind: 'success', text: t('deleted') });
      return true;
    } catch (error) {
      setNote({ kind: 'error', text: `${failedText} ${(error as Error).message}` });
      return false;
    } finally {
      setBusy(false);
      setTarget(null);
      void refetch(listPrefix);
    }
  }

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy, note, clearNote, setNote };
}
