'use client';

import { useCallback, useState } from 'react';
import { AdminApiError } from '@/components/admin/api';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The success or error note of a screen, shown through TimedMessage; `fail` turns any error into its text. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  const clear = useCallback(() => setNotice(null), []);
  const succeed = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const fail = useCallback((error: unknown, prefix = '') => {
    const text = error instanceof AdminApiError || error instanceof Error ? error.message : String(error);
    setNotice({ kind: 'error', text: `${prefix}${text}` });
  }, []);
  return { notice, clear, succeed, fail };
}
