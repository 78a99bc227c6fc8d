import { requireAdminPage } from '@/lib/auth/page';
import { RespondentsScreen } from '@/components/assessment/admin/RespondentsScreen';

export default async function AssessmentResultPage() {
  await requireAdminPage();
  return <RespondentsScreen />;
}
