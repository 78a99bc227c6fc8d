import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { EventDateScreen } from './EventDateScreen';

export default async function WeekEventDatePage() {
  return <EventDateScreen {...await openWeekScreen()} />;
}
