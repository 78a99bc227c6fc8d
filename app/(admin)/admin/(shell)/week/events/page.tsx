import { requireAdminPage } from '@/lib/auth/page';
import { EventsScreen } from './EventsScreen';

export default async function WeekEventsPage() {
  await requireAdminPage();
  return <EventsScreen />;
}
