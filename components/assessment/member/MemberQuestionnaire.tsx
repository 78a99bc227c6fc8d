'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import { mmFetch, MmApiError } from '../api';
import type { MemberResult, RowAnswer } from '../types';
import { Spinner } from '../Spinner';
import type { Questionnaire } from '../questionnaire/useQuestionnaire';
import { QuestionnairePage } from '../questionnaire/QuestionnairePage';
import { useDraftAutosave } from './useDraftAutosave';
import { useProofUploads } from './useProofUploads';
import { ProofFields } from './ProofFields';
import styles from '../assessment.module.css';

const ERROR_MS = 5000;

type Draft = {
  answer_id: number;
  answers: { question_id: number; answer: boolean | null; proof: boolean; comment: string; proof_file: string | null }[];
};

/** The first page with a sub-question still unanswered (the last page when all are). */
function firstOpenPage(groups: AssessmentGroup[], answers: Record<number, RowAnswer>): number {
  const open = groups.findIndex((g) => g.questions.some((h) => h.children.some((c) => answers[c.id]?.answer === undefined)));
  return open === -1 ? groups.length - 1 : open;
}

/**
 * The member's questionnaire, saved as they go: the saved draft is loaded first (after any sign-in, on any
 * device) and the member continues on the first page with a gap; every change is saved shortly after, each
 * proof file is uploaded on its own, and a status line tells whether everything is saved.
 */
export function MemberQuestionnaire({ q, memberId, onFinished, onExpired }: {
  q: Questionnaire;
  memberId: number;
  /** Finish scored the assessment. */
  onFinished: (result: MemberResult) => void;
  /** The member session ended: sign in again (the answers stay in memory and on the server). */
  onExpired: () => void;
}) {
  const t = useTranslations('assessment.draft');
  const tm = useTranslations('assessment.member');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The open assessment's number once the draft is loaded. */
  const [answerId, setAnswerId] = useState<number | 'loading' | 'failed'>('loading');
  const loaded = typeof answerId === 'number';
  const autosave = useDraftAutosave(q.answers, loaded && !submitting, onExpired);
  const uploads = useProofUploads(q, loaded ? answerId : 0, autosave.markSaved, onExpired);
  const { restore, groups, answers } = q;
  const { markSaved } = autosave;

  const load = useCallback(async () => {
    setAnswerId('loading');
    try {
      const draft = await mmFetch<Draft>('/get/member-draft');
      const merged: Record<number, RowAnswer> = {};
      for (const row of draft.answers) {
        const saved = { answer: row.answer ?? undefined, proof: row.proof, comment: row.comment };
        markSaved(row.question_id, saved);
        merged[row.question_id] = { ...saved, file: null, proof_file: row.proof_file };
      }
      // Answers still on screen (a new code in the same tab) are newer than the saved ones: they win and are saved.
      for (const [id, row] of Object.entries(answers)) merged[Number(id)] = { ...merged[Number(id)], ...row };
      restore(merged, firstOpenPage(groups, merged));
      setAnswerId(draft.answer_id);
    } catch (e) {
      if (e instanceof MmApiError && e.status === 401) onExpired();
      else setAnswerId('failed');
    }
    // Loaded once per sign-in: the answers at that moment are merged, later ones are the autosave's.
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Sends every answer and the proof files not uploaded yet, and gets the result back in one request (one transaction). */
  const finish = async () => {
    setSubmitting(true);
    try {
      const form = new FormData();
      form.append('member_id', String(memberId));
      form.append('answer_id', String(answerId));
      const all = q.collect();
      form.append('answers', JSON.stringify(all.map((a) => ({ question_id: a.question_id, answer: a.answer ? 1 : 0, proof: a.proof, comment: a.comment }))));
      for (const a of all) if (a.file) form.append(`proof_file_${a.question_id}`, a.file);
      onFinished((await mmFetch<{ result: MemberResult }>('/insert/member-assessment', { form })).result);
    } catch (e) {
      if (e instanceof MmApiError && e.status === 401) onExpired();
      else {
        setError([tm('error'), e instanceof MmApiError ? e.message : ''].filter(Boolean).join(' '));
        setTimeout(() => setError(null), ERROR_MS);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (!loaded) {
    return answerId === 'loading' ? (
      <p role="status" className={styles.saveStatus}>
        <Spinner /> {t('loading')}
      </p>
    ) : (
      <div className={styles.saveStatus}>
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
        <button type="button" className={styles.button} onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const statusText = { idle: t('idle'), saving: t('saving'), saved: t('saved'), error: [t('failed'), autosave.message].filter(Boolean).join(' ') }[autosave.status];
  const status = (
    <div className={styles.saveStatus}>
      <span role="status">{statusText}</span>
      {autosave.status === 'error' && (
        <button type="button" className={styles.button} onClick={autosave.retry}>
          {t('retry')}
        </button>
      )}
    </div>
  );

  return (
    <QuestionnairePage
      q={q}
      total={groups.length}
      status={status}
      submitting={submitting}
      onFinish={finish}
      error={error}
      focusOnMount
      evidence={(child, value, onChange) => (
        <ProofFields
          id={`q-${child.id}`}
          value={value}
          upload={uploads.uploads[child.id]}
          onChange={onChange}
          onFile={(file) => void uploads.send(child.id, file)}
          onRetry={() => uploads.retry(child.id)}
        />
      )}
    />
  );
}
