import { requireAdminPage } from '@/lib/auth/page';
import { PresentationScreen } from '@/components/conference/admin/PresentationScreen';

export default async function WeekPresentationPage() {
  await requireAdminPage();
  return <PresentationScreen />;
}
