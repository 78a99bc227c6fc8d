import { requireAdminPage } from '@/lib/auth/page';
import { MemberResultsScreen } from '@/components/assessment/admin/MemberResultsScreen';

export default async function AssessmentMemberResultPage() {
  await requireAdminPage();
  return <MemberResultsScreen />;
}
