import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { WeekScreen } from './screens';

/** Every /admin/week/<route> page.tsx: the signed-in check, the current edition, then the route's screen (screens.tsx). */
export default async function WeekPage() {
  return <WeekScreen {...await openWeekScreen()} />;
}
