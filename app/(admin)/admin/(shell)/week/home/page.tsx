import { requireAdminPage } from '@/lib/auth/page';
import { HomeScreen } from './HomeScreen';

/** /admin/week/home: each edition's /mw home invitation and banner (issue 25.6). */
export default async function WeekHomePage() {
  await requireAdminPage();
  return <HomeScreen />;
}
