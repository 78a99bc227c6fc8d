import { QuestionsScreen } from '@/components/assessment/admin/QuestionsScreen';

export default function UpdateAssessmentPage() {
  return <QuestionsScreen />;
}
