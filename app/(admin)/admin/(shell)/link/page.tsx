import { requireAdminPage } from '@/lib/auth/page';
import { MenuScreen } from './MenuScreen';

export default async function MenuPage() {
  await requireAdminPage();
  return <MenuScreen />;
}
