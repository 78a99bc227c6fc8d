'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ChildQuestion } from '@/lib/assessment/groups';
import type { RowAnswer } from '../types';
import type { Questionnaire } from './useQuestionnaire';
import { ChildRow } from './ChildRow';
import { SectionProgress } from './SectionProgress';
import { Spinner } from '../Spinner';
import { useFocusOnMount } from '../StepHeading';
import styles from '../assessment.module.css';
import banner from '@/components/ui/banner.module.css';

/**
 * The current group of a questionnaire with Previous / Next / Finish. Finish runs `onFinish` once the
 * last page is complete; `submitting` shows the spinner and blocks a second press.
 */
export function QuestionnairePage({ q, total, evidence, status, submitting, onFinish, onBackFromFirst, error, focusOnMount }: {
  q: Questionnaire;
  total: number;
  /** A member's proof file and comment under each sub-question (the open form has none). */
  evidence?: (child: ChildQuestion, value: RowAnswer | undefined, onChange: (patch: Partial<RowAnswer>) => void) => ReactNode;
  /** A line under the section progress (the member's save status). */
  status?: ReactNode;
  submitting: boolean;
  onFinish: () => void;
  /** Previous on the first group (the open form goes back to its intro). */
  onBackFromFirst?: () => void;
  error?: string | null;
  /** Focus the section heading on mount: the questionnaire replaced the step whose button was pressed. */
  focusOnMount: boolean;
}) {
  const t = useTranslations('assessment.questionnaire');
  useFocusOnMount(focusOnMount, q.headingRef);
  const group = q.group;
  if (!group) return null;
  const warningId = 'questionnaire-warning';
  return (
    <section aria-labelledby="group-title">
      <p className={styles.progress}>{t('progress', { current: q.page + 1, total })}</p>
      <SectionProgress q={q} />
      {status}
      <h2 id="group-title" className={styles.groupTitle} ref={q.headingRef} tabIndex={-1}>
        <span className={styles.cid}>{group.mainIndex}.</span>
        {group.mainTitle}
      </h2>
      {group.questions.map((heading) => (
        <div key={heading.cid}>
          {heading.question && (
            <h3 className={styles.heading2}>
              <span className={styles.cid}>{heading.cid}</span>
              {heading.question}
            </h3>
          )}
          <div className={styles.rows}>
            {heading.children.map((child) => (
              <ChildRow
                key={child.id}
                child={child}
                value={q.answers[child.id]}
                missing={q.missing.has(child.id)}
                evidence={evidence?.(child, q.answers[child.id], (patch) => q.update(child.id, patch))}
                onChange={(patch) => q.update(child.id, patch)}
              />
            ))}
          </div>
        </div>
      ))}
      <div aria-live="assertive">
        {q.warning && (
          <p id={warningId} className={`${banner.banner} ${banner.danger}`} style={{ marginTop: '1rem' }}>
            {t('answerAll')}
          </p>
        )}
        {error && (
          <p className={`${banner.banner} ${banner.danger}`} style={{ marginTop: '1rem' }}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {q.isFirst && !onBackFromFirst ? (
          <span />
        ) : (
          <button type="button" className={styles.button} onClick={() => (q.isFirst ? onBackFromFirst?.() : q.previous())} disabled={submitting}>
            {t('previous')}
          </button>
        )}
        {q.isLast ? (
          <button type="button" className={styles.primary} onClick={() => q.checkPage() && onFinish()} disabled={submitting} aria-busy={submitting}>
            {submitting && <Spinner />}
            {submitting ? t('submitting') : t('finish')}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={q.next}>
            {t('next')}
          </button>
        )}
      </div>
    </section>
  );
}
