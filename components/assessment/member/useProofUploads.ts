'use client';

import { useRef, useState } from 'react';
import { MmApiError } from '../api';
import type { RowAnswer } from '../types';
import type { Questionnaire } from '../questionnaire/useQuestionnaire';
import { postWithProgress } from './post-with-progress';

export type UploadState = { state: 'uploading'; progress: number } | { state: 'failed'; message: string; canRetry: boolean };

/**
 * Each proof file goes to the server on its own as soon as it is chosen (POST /insert/member-answer, with the
 * row as it is on screen), so Finish no longer carries it. A failed upload keeps the file on its row (Finish
 * would still send it) and can be retried; a file the server refuses (wrong kind, too large) is dropped with
 * the server's message. Other rows and other uploads are untouched either way.
 */
export function useProofUploads(
  q: Questionnaire,
  answerId: number,
  onSent: (id: number, row: Pick<RowAnswer, 'answer' | 'proof' | 'comment'>) => void,
  onExpired: () => void,
) {
  const [uploads, setUploads] = useState<Record<number, UploadState>>({});
  const latest = useRef(q.answers);
  latest.current = q.answers;
  const { update } = q;

  const set = (id: number, state: UploadState | null) =>
    setUploads((all) => {
      const next = { ...all };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });

  const send = async (id: number, file: File) => {
    const row = { answer: latest.current[id]?.answer, proof: true, comment: latest.current[id]?.comment ?? '' };
    update(id, { file, proof: true });
    set(id, { state: 'uploading', progress: 0 });
    const form = new FormData();
    form.append('question_id', String(id));
    form.append('answer_id', String(answerId));
    if (row.answer !== undefined) form.append('answer', row.answer ? '1' : '0');
    form.append('proof', 'true');
    form.append('comment', row.comment);
    form.append('proof_file', file);
    try {
      const res = await postWithProgress<{ proof_file: string | null }>('/insert/member-answer', form, (progress) =>
        set(id, { state: 'uploading', progress }),
      );
      onSent(id, row);
      // A file chosen again while this one travelled stays to be sent itself.
      if (latest.current[id]?.file === file) update(id, { file: null, proof_file: res.proof_file });
      set(id, null);
    } catch (e) {
      const status = e instanceof MmApiError ? e.status : 0;
      const refused = status === 400 || status === 413;
      if (refused) update(id, { file: null });
      set(id, { state: 'failed', message: e instanceof MmApiError ? e.message : '', canRetry: !refused });
      if (status === 401) onExpired();
    }
  };

  return {
    uploads,
    send,
    /** Sends the row's file again (after a failure, or one left from before a new sign-in). */
    retry: (id: number) => {
      const file = latest.current[id]?.file;
      if (file) void send(id, file);
    },
  };
}
