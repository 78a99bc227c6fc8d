'use client';

import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { IntroValues } from '@/lib/assessment/validators';
import type { Questionnaire } from '../questionnaire/useQuestionnaire';

const KEY = 'mm-open-assessment-draft';

/** What the browser keeps of an unfinished open assessment (no files: the open form has none). */
const draftSchema = z.object({
  intro: z.object({ name: z.string(), email: z.string(), phone_number: z.string() }).nullable(),
  onIntro: z.boolean(),
  page: z.number().int().min(0),
  answers: z.record(z.string(), z.object({ answer: z.boolean().optional(), proof: z.boolean(), comment: z.string() })),
});
type Draft = z.infer<typeof draftSchema>;

function readDraft(): Draft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
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
