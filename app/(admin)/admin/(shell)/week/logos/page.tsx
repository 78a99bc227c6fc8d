import { requireAdminPage } from '@/lib/auth/page';
import { LogosScreen } from './LogosScreen';

export default async function WeekLogosPage() {
  await requireAdminPage();
  return <LogosScreen />;
}
