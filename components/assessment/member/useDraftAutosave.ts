'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { mmFetch, MmApiError } from '../api';
import type { RowAnswer } from '../types';

const SAVE_DELAY_MS = 800;
/** The server takes at most this many rows a call (lib/assessment/validators.ts DRAFT_MAX_ROWS). */
const MAX_ROWS = 500;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type Row = Pick<RowAnswer, 'answer' | 'proof' | 'comment'>;

/** What the server keeps of a row; rows whose value differs from the last one saved are sent. */
const valueOf = (row: Row) => JSON.stringify([row.answer ?? null, row.proof, row.comment]);

/**
 * Saves the member's answers as they go: shortly after every change, only the rows that changed since they were
 * last saved, one request at a time. A failed save is retried by the next change or by `retry()`; nothing is
 * dropped, because a row counts as saved only once the server said so. `onExpired` runs when the session ended.
 */
export function useDraftAutosave(answers: Record<number, RowAnswer>, active: boolean, onExpired: () => void) {
  const saved = useRef(new Map<number, string>());
  const latest = useRef(answers);
  latest.current = answers;
  const busy = useRef(false);
  const again = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState('');

  const save = useCallback(async () => {
    if (busy.current) {
      again.current = true;
      return;
    }
    const all = Object.entries(latest.current)
      .map(([id, row]) => ({ id: Number(id), row, value: valueOf(row) }))
      .filter((c) => saved.current.get(c.id) !== c.value);
    if (all.length === 0) return;
    const changed = all.slice(0, MAX_ROWS);
    again.current = all.length > MAX_ROWS;
    busy.current = true;
    setStatus('saving');
    try {
      await mmFetch('/save/member-draft', {
        json: { answers: changed.map(({ id, row }) => ({ question_id: id, answer: row.answer ?? null, proof: row.proof, comment: row.comment })) },
      });
      for (const c of changed) saved.current.set(c.id, c.value);
      setStatus('saved');
    } catch (e) {
      setStatus('error');
      setMessage(e instanceof MmApiError ? e.message : '');
      if (e instanceof MmApiError && e.status === 401) onExpired();
    } finally {
      busy.current = false;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }, [onExpired]);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, active, save]);

  return {
    status,
    message,
    retry: save,
    /** The server holds this value for the row (from the loaded draft, or sent along with a proof upload). */
    markSaved: useCallback((id: number, row: Row) => saved.current.set(id, valueOf(row)), []),
  };
}
