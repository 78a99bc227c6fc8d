'use client';

import { useCallback, useEffect, useState } from 'react';
import { SuccessModal } from './SuccessModal';
import banner from '@/components/ui/banner.module.css';

type Props = { message: string | null; kind: 'success' | 'error'; ms: number; onDone: () => void };

/** A success or error note that hides itself after `ms` (the spec's 3 s / 5 s timers). */
export function TimedMessage({ message, kind, ms, onDone }: Props) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, ms);
    return () => window.clearTimeout(timer);
  }, [message, ms, onDone]);

  if (!message) return null;
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${banner.banner} ${kind === 'error' ? banner.danger : banner.success}`}>
      {message}
    </p>
  );
}

type Note = { kind: 'success' | 'error'; text: string } | null;

type NoticeOptions = {
  successMs?: number;
  errorMs?: number;
  /** Successes in a modal that closes itself (spec §4: About, membership, companies, auditors). */
  modal?: boolean;
};

/**
 * A screen's success/error note: `const notice = useNotice(); notice.success('Хадгалагдлаа.'); notice.error(e);`
 * and `{notice.element}` where it shows. Successes hide after 3 s, errors after 5 s (spec §9) unless given.
 */
export function useNotice({ successMs = 3000, errorMs = 5000, modal = false }: NoticeOptions = {}) {
  const [note, setNote] = useState<Note>(null);
  const clear = useCallback(() => setNote(null), []);
  const inModal = modal && note?.kind === 'success';
  return {
    success: (text: string) => setNote({ kind: 'success', text }),
    error: (error: unknown) => setNote({ kind: 'error', text: error instanceof Error ? error.message : String(error) }),
    element: (
      <>
        <TimedMessage message={inModal ? null : (note?.text ?? null)} kind={note?.kind ?? 'success'} ms={note?.kind === 'error' ? errorMs : successMs} onDone={clear} />
        {modal && <SuccessModal open={inModal} text={note?.text} ms={successMs} onClose={clear} />}
      </>
    ),
  };
}
