import { RespondentsScreen } from '@/components/assessment/admin/RespondentsScreen';

export default function AssessmentResultPage() {
  return <RespondentsScreen />;
}
