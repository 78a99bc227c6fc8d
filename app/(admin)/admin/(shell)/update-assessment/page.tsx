import { requireAdminPage } from '@/lib/auth/page';
import { QuestionsScreen } from './QuestionsScreen';

export default async function UpdateAssessmentPage() {
  await requireAdminPage();
  return <QuestionsScreen />;
}
