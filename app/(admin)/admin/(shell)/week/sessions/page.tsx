import { requireAdminPage } from '@/lib/auth/page';
import { SessionsScreen } from './SessionsScreen';

export default async function WeekSessionsPage() {
  await requireAdminPage();
  return <SessionsScreen />;
}
