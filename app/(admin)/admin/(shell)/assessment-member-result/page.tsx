import { requireAdminPage } from '@/lib/auth/page';
import { MemberResultsScreen } from './MemberResultsScreen';

export default async function AssessmentMemberResultPage() {
  await requireAdminPage();
  return <MemberResultsScreen />;
}
