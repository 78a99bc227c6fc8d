import { requireAdminPage } from '@/lib/auth/page';
import { MenuScreen } from '@/components/conference/admin/MenuScreen';

export default async function WeekLinkPage() {
  await requireAdminPage();
  return <MenuScreen />;
}
