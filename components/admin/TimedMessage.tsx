'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import banner from '@/components/ui/banner.module.css';
import ui from './ui.module.css';
import { MessageDialog } from './ConfirmDialog';

type Note = { kind: 'success' | 'error'; text: string } | null;

type NoticeOptions = {
  successMs?: number;
  errorMs?: number;
  /** Successes in a modal that closes itself (spec §4: About, membership, companies, auditors). */
  modal?: boolean;
};

/**
 * A screen's one success/error note: `const notice = useNotice(); notice.success('Хадгалагдлаа.'); notice.error(e);`
 * and `{notice.element}` where it shows. Successes hide after 3 s, errors after 5 s (spec §9) unless given; with
 * `modal`, a success shows in a small dialog for the same time (or until «Хаах»).
 */
export function useNotice({ successMs = 3000, errorMs = 5000, modal = false }: NoticeOptions = {}) {
  const t = useTranslations('admin.content2.common');
  const [note, setNote] = useState<Note>(null);
  const clear = useCallback(() => setNote(null), []);
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(clear, note.kind === 'error' ? errorMs : successMs);
    return () => window.clearTimeout(timer);
  }, [note, clear, successMs, errorMs]);
  const inModal = modal && note?.kind === 'success';
  return {
    success: (text: string) => setNote({ kind: 'success', text }),
    error: (error: unknown) => setNote({ kind: 'error', text: error instanceof Error ? error.message : String(error) }),
    element: (
      <>
        {note && !inModal && (
          <p role={note.kind === 'error' ? 'alert' : 'status'} className={`${banner.banner} ${note.kind === 'error' ? banner.danger : banner.success}`}>
            {note.text}
          </p>
        )}
        {modal && (
          <MessageDialog message={inModal ? note.text : null} onClose={clear} role="status" className={ui.success}>
            <button type="button" className={ui.button} onClick={clear} autoFocus>
              {t('close')}
            </button>
          </MessageDialog>
        )}
      </>
    ),
  };
}
