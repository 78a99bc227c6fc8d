import { requireAdminPage } from '@/lib/auth/page';
import { FooterScreen } from '@/components/conference/admin/FooterScreen';

export default async function WeekFooterPage() {
  await requireAdminPage();
  return <FooterScreen />;
}
