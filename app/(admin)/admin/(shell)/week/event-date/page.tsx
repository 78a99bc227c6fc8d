import { requireAdminPage } from '@/lib/auth/page';
import { EventDateScreen } from '@/components/conference/admin/EventDateScreen';

export default async function WeekEventDatePage() {
  await requireAdminPage();
  return <EventDateScreen />;
}
