'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import type { RowAnswer } from '../types';

export const WARNING_MS = 5000;
const EMPTY: RowAnswer = { proof: false, comment: '', file: null };

/**
 * One question group per page. Moving on needs every sub-question of the page answered; otherwise the
 * unanswered rows are marked and a warning shows for 5 s. Going back is always allowed.
 */
export function useQuestionnaire(groups: AssessmentGroup[]) {
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Record<number, RowAnswer>>({});
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [warnedAt, setWarnedAt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!warnedAt) return;
    const timer = setTimeout(() => setWarnedAt(0), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warnedAt]);

  const update = useCallback((id: number, patch: Partial<RowAnswer>) => {
    setAnswers((all) => ({ ...all, [id]: { ...EMPTY, ...all[id], ...patch } }));
    if (patch.answer !== undefined) {
      setMissing((m) => {
        if (!m.has(id)) return m;
        const next = new Set(m);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const unansweredOn = (p: number) =>
    (groups[p]?.questions ?? []).flatMap((q) => q.children).filter((c) => answers[c.id]?.answer === undefined).map((c) => c.id);

  /** True when the current page is complete; otherwise marks the gaps, warns and focuses the first gap. */
  const checkPage = (): boolean => {
    const gaps = unansweredOn(page);
    if (gaps.length === 0) {
      setMissing(new Set());
      return true;
    }
    setMissing(new Set(gaps));
    setWarnedAt(Date.now());
    document.getElementById(`q-${gaps[0]}-yes`)?.focus();
    return false;
  };

  const goTo = (p: number) => {
    setPage(p);
    setMissing(new Set());
    setWarnedAt(0);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  };

  /** Puts back answers and the page kept from an earlier visit (a draft). */
  const restore = useCallback(
    (saved: Record<number, RowAnswer>, savedPage: number) => {
      setAnswers(saved);
      setPage(Math.max(0, Math.min(savedPage, groups.length - 1)));
    },
    [groups.length],
  );

  return {
    groups,
    page,
    group: groups[page],
    isFirst: page === 0,
    isLast: page === groups.length - 1,
    answers,
    missing,
    warning: warnedAt > 0,
    headingRef,
    update,
    restore,
    next: () => checkPage() && (goTo(page + 1), true),
    previous: () => page > 0 && goTo(page - 1),
    /** Validates the last page before submitting. */
    checkPage,
    /** Every answer in questionnaire order. */
    collect: () =>
      groups.flatMap((g) => g.questions.flatMap((q) => q.children)).map((c) => ({ question_id: c.id, ...EMPTY, ...answers[c.id] })),
  };
}

export type Questionnaire = ReturnType<typeof useQuestionnaire>;
