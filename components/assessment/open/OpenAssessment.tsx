'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import type { IntroValues } from '@/lib/assessment/validators';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import { QuestionnairePage } from '../questionnaire/QuestionnairePage';
import { mmFetch, MmApiError } from '../api';
import { IntroForm } from './IntroForm';
import { OpenResult, type OpenScore } from './OpenResult';

/** The open self-assessment: intro (page 0), one question group per page, then the result ring. */
export function OpenAssessment({ groups }: { groups: AssessmentGroup[] }) {
  const t = useTranslations('assessment.open');
  const q = useQuestionnaire(groups);
  const [intro, setIntro] = useState<IntroValues | null>(null);
  const [onIntro, setOnIntro] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [score, setScore] = useState<OpenScore | null>(null);

  if (score) return <OpenResult score={score} />;
  if (onIntro || !intro) {
    return (
      <IntroForm
        initial={intro ?? { name: '', email: '', phone_number: '' }}
        onStart={(values) => {
          setIntro(values);
          setOnIntro(false);
        }}
      />
    );
  }

  const finish = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const answers = q.collect().map((a) => ({ question_id: a.question_id, answer: a.answer ? 1 : 0, proof: a.proof }));
      const res = await mmFetch<{ result: OpenScore }>('/insert/answer', { json: { ...intro, answers } });
      setScore(res.result);
      window.scrollTo({ top: 0 });
    } catch (e) {
      // Every answer stays on screen so the visitor can simply press Finish again.
      setError([t('submitFailed'), e instanceof MmApiError ? e.message : ''].filter(Boolean).join(' '));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <QuestionnairePage
      q={q}
      total={groups.length}
      withEvidence={false}
      submitting={submitting}
      onFinish={finish}
      onBackFromFirst={() => setOnIntro(true)}
      error={error}
    />
  );
}
