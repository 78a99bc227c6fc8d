import { requireAdminPage } from '@/lib/auth/page';
import { EventDateScreen } from './EventDateScreen';

export default async function WeekEventDatePage() {
  await requireAdminPage();
  return <EventDateScreen />;
}
