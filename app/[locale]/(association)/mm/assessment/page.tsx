import { openPage } from '@/lib/i18n/page';
import { assessmentMetadata } from '@/components/assessment/metadata';
import { AssessmentFrame } from '@/components/assessment/AssessmentFrame';
import { Chooser } from '@/components/assessment/Chooser';

type Params = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Params) {
  return assessmentMetadata(params, 'chooser');
}

export default async function AssessmentChooserPage({ params }: Params) {
  const { t } = await openPage(params, 'assessment.chooser');
  return (
    <AssessmentFrame title={t('title')} lead={t('lead')}>
      <Chooser />
    </AssessmentFrame>
  );
}
