import { openPage } from '@/lib/i18n/page';
import { assessmentMetadata } from '@/components/assessment/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { AssessmentFrame } from '@/components/assessment/AssessmentFrame';
import { QuestionnaireLoader } from '@/components/assessment/QuestionnaireLoader';
import { OpenAssessment } from '@/components/assessment/open/OpenAssessment';

type Params = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Params) {
  return assessmentMetadata(params, 'self');
}

export default async function SelfAssessmentPage({ params }: Params) {
  const { locale, t } = await openPage(params, 'assessment');
  return (
    <AssessmentFrame title={t('meta.self')} links={[{ href: '/mm/assessment', label: t('member.back') }]}>
      <QuestionnaireLoader locale={locale as Locale} render={(groups) => <OpenAssessment groups={groups} />} />
    </AssessmentFrame>
  );
}
