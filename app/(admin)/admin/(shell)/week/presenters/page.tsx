import { requireAdminPage } from '@/lib/auth/page';
import { PresentersScreen } from '@/components/conference/admin/PresentersScreen';

export default async function WeekPresentersPage() {
  await requireAdminPage();
  return <PresentersScreen />;
}
