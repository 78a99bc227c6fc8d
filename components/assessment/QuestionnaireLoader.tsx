import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { publicAssessmentGroups } from '@/lib/assessment/queries';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import type { Locale } from '@/lib/i18n/routing';
import { AssessmentIntl } from './AssessmentIntl';
import banner from '@/components/ui/banner.module.css';

/** Reads the questionnaire for a page; a failed read shows an error (never an empty questionnaire). */
export async function QuestionnaireLoader({ locale, render }: { locale: Locale; render: (groups: AssessmentGroup[]) => ReactNode }) {
  const t = await getTranslations('assessment.questionnaire');
  let groups: AssessmentGroup[];
  try {
    groups = await publicAssessmentGroups(locale);
  } catch (error) {
    console.error('[assessment] questionnaire read failed:', error);
    return (
      <p className={`${banner.banner} ${banner.danger}`} role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  if (groups.length === 0) return <p className={`${banner.banner} ${banner.notice}`}>{t('empty')}</p>;
  return <AssessmentIntl>{render(groups)}</AssessmentIntl>;
}
