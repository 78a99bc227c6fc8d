import { openPage } from '@/lib/i18n/page';
import { assessmentMetadata } from '@/components/assessment/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { AssessmentFrame } from '@/components/assessment/AssessmentFrame';
import { QuestionnaireLoader } from '@/components/assessment/QuestionnaireLoader';
import { MemberAssessment } from '@/components/assessment/member/MemberAssessment';

type Params = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Params) {
  return assessmentMetadata(params, 'member');
}

export default async function MemberAssessmentPage({ params }: Params) {
  const { locale, t } = await openPage(params, 'assessment');
  return (
    <AssessmentFrame
      title={t('meta.member')}
      links={[
        { href: '/mm/assessment', label: t('member.back') },
        { href: '/mm/contact', label: t('member.contact') },
      ]}
    >
      <QuestionnaireLoader locale={locale as Locale} render={(groups) => <MemberAssessment groups={groups} />} />
    </AssessmentFrame>
  );
}
