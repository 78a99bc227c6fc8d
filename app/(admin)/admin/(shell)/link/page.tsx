import { MenuScreen } from '@/components/admin/menus/MenuScreen';

export default function MenuPage() {
  return <MenuScreen />;
}
