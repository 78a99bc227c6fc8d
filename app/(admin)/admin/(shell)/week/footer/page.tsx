import { requireAdminPage } from '@/lib/auth/page';
import { FooterScreen } from './FooterScreen';

export default async function WeekFooterPage() {
  await requireAdminPage();
  return <FooterScreen />;
}
