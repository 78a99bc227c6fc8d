import { requireAdminPage } from '@/lib/auth/page';
import { MenuScreen } from '@/components/admin/menus/MenuScreen';

export default async function MenuPage() {
  await requireAdminPage();
  return <MenuScreen />;
}
