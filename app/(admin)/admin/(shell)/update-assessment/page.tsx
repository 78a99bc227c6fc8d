import { requireAdminPage } from '@/lib/auth/page';
import { QuestionsScreen } from '@/components/assessment/admin/QuestionsScreen';

export default async function UpdateAssessmentPage() {
  await requireAdminPage();
  return <QuestionsScreen />;
}
