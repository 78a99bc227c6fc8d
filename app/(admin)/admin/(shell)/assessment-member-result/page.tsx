import { MemberResultsScreen } from '@/components/assessment/admin/MemberResultsScreen';

export default function AssessmentMemberResultPage() {
  return <MemberResultsScreen />;
}
