import { requireAdminPage } from '@/lib/auth/page';
import { MenuScreen } from './MenuScreen';

export default async function WeekLinkPage() {
  await requireAdminPage();
  return <MenuScreen />;
}
