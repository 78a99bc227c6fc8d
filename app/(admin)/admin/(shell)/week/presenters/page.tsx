import { requireAdminPage } from '@/lib/auth/page';
import { PresentersScreen } from './PresentersScreen';

export default async function WeekPresentersPage() {
  await requireAdminPage();
  return <PresentersScreen />;
}
