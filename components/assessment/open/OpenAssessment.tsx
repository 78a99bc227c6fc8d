'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import type { IntroValues } from '@/lib/assessment/validators';
import { lazyWithPreload } from '@/components/ui/lazyWithPreload';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import { mmFetch, MmApiError } from '../api';
import { IntroForm } from './IntroForm';
import { useOpenDraft } from './useOpenDraft';
import type { OpenScore } from './OpenResult';

// The questions and the result are not part of the page's first load: they are fetched while the visitor
// fills in the intro (its first focus).
const QuestionnairePage = lazyWithPreload(() => import('../questionnaire/QuestionnairePage').then((m) => m.QuestionnairePage));
const OpenResult = lazyWithPreload(() => import('./OpenResult').then((m) => m.OpenResult));
const preloadNextSteps = () => {
  QuestionnairePage.preload();
  OpenResult.preload();
};

/** The open self-assessment: intro (page 0), one question group per page, then the result ring. */
export function OpenAssessment({ groups }: { groups: AssessmentGroup[] }) {
  const t = useTranslations('assessment.open');
  const q = useQuestionnaire(groups);
  const [intro, setIntro] = useState<IntroValues | null>(null);
  const [onIntro, setOnIntro] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [score, setScore] = useState<OpenScore | null>(null);
  /** Whether the visitor has moved between steps: only then does the new step take the focus (not on a restored draft). */
  const [moved, setMoved] = useState(false);
  const draft = useOpenDraft(q, { intro, onIntro }, (savedIntro, savedOnIntro) => {
    setIntro(savedIntro);
    setOnIntro(savedOnIntro || !savedIntro);
  });

  if (score) {
    return (
      <Suspense>
        <OpenResult score={score} />
      </Suspense>
    );
  }
  if (onIntro || !intro) {
    return (
      <div onFocus={preloadNextSteps}>
        <IntroForm
          key={draft.restoredAt}
          initial={intro ?? { name: '', email: '', phone_number: '' }}
          focusOnMount={moved}
          onStart={(values) => {
            setIntro(values);
            setOnIntro(false);
            setMoved(true);
          }}
        />
      </div>
    );
  }

  const finish = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const answers = q.collect().map((a) => ({ question_id: a.question_id, answer: a.answer ? 1 : 0, proof: a.proof }));
      const res = await mmFetch<{ result: OpenScore }>('/insert/answer', { json: { ...intro, answers } });
      setScore(res.result);
      draft.clear();
      window.scrollTo({ top: 0 });
    } catch (e) {
      // Every answer stays on screen so the visitor can simply press Finish again.
      setError([t('submitFailed'), e instanceof MmApiError ? e.message : ''].filter(Boolean).join(' '));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Suspense>
      <QuestionnairePage
        q={q}
        total={groups.length}
        submitting={submitting}
        onFinish={finish}
        onBackFromFirst={() => {
          setOnIntro(true);
          setMoved(true);
        }}
        focusOnMount={moved}
        error={error}
      />
    </Suspense>
  );
}
