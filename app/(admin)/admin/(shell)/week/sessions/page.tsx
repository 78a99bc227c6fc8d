import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { SessionsScreen } from './SessionsScreen';

export default async function WeekSessionsPage() {
  return <SessionsScreen {...await openWeekScreen()} />;
}
