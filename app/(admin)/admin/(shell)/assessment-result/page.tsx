import { requireAdminPage } from '@/lib/auth/page';
import { RespondentsScreen } from './RespondentsScreen';

export default async function AssessmentResultPage() {
  await requireAdminPage();
  return <RespondentsScreen />;
}
