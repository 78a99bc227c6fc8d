'use client';

import { useEffect, useRef, useState } from 'react';
import type { IntroValues } from '@/lib/assessment/validators';
import type { Questionnaire } from '../questionnaire/useQuestionnaire';

const KEY = 'mm-open-assessment-draft';

/** What the browser keeps of an unfinished open assessment (no files: the open form has none). */
type Draft = {
  intro: IntroValues | null;
  onIntro: boolean;
  page: number;
  answers: Record<string, { answer?: boolean; proof: boolean; comment: string }>;
};

const isText = (v: unknown): v is string => typeof v === 'string';
const isRow = (v: unknown) => {
  const row = v as Record<string, unknown> | null;
  return Boolean(row) && typeof row === 'object' && (row!.answer === undefined || typeof row!.answer === 'boolean') && typeof row!.proof === 'boolean' && isText(row!.comment);
};

/**
 * The stored draft if it has the shape this version writes, else null. Checked by hand: zod would add ~40 KB
 * to the page's first load (e2e/js-budget), and the data is only ever written by this hook.
 */
function readDraft(): Draft | null {
  try {
    const d = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!d || typeof d !== 'object' || typeof d.onIntro !== 'boolean' || !Number.isInteger(d.page) || (d.page as number) < 0) return null;
    const intro = d.intro as Record<string, unknown> | null;
    if (intro !== null && !(intro && isText(intro.name) && isText(intro.email) && isText(intro.phone_number))) return null;
    const answers = d.answers as Record<string, unknown>;
    if (!answers || typeof answers !== 'object' || !Object.values(answers).every(isRow)) return null;
    return d as unknown as Draft;
  } catch {
    return null;
  }
}

/**
 * Keeps the open assessment in this browser until it is submitted, so a reload or a closed tab loses nothing:
 * restored once on mount, saved on every change, removed by `clear()` after a successful submit.
 * `restoredAt` changes when a draft was put back, so forms that read their initial values can remount.
 */
export function useOpenDraft(q: Questionnaire, state: { intro: IntroValues | null; onIntro: boolean }, restoreState: (intro: IntroValues | null, onIntro: boolean) => void) {
  const [restoredAt, setRestoredAt] = useState(0);
  const ready = useRef(false);
  const { restore } = q;

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      restore(
        Object.fromEntries(Object.entries(draft.answers).map(([id, a]) => [Number(id), { ...a, file: null }])),
        draft.page,
      );
      restoreState(draft.intro, draft.onIntro);
      setRestoredAt(Date.now());
    }
    ready.current = true;
  }, []); // once: the draft is read when the page opens

  // Written at once on every change (a few KB): a reload right after a click must not lose that click.
  useEffect(() => {
    if (!ready.current) return;
    const answers = Object.fromEntries(Object.entries(q.answers).map(([id, { answer, proof, comment }]) => [id, { answer, proof, comment }]));
    const draft: Draft = { intro: state.intro, onIntro: state.onIntro, page: q.page, answers };
    try {
      localStorage.setItem(KEY, JSON.stringify(draft));
    } catch {
      // Storage full or blocked (private mode): the form still works, it just is not kept.
    }
  }, [q.answers, q.page, state.intro, state.onIntro]);

  return {
    restoredAt,
    clear: () => {
      try {
        localStorage.removeItem(KEY);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  };
}
