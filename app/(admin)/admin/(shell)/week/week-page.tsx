import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { WeekScreen, type WeekRoute } from './screens';

/** A /admin/week route's page.tsx in one line: the signed-in check, the current edition, then the route's screen. */
export function weekPage(route: WeekRoute) {
  return async function WeekPage() {
    return <WeekScreen route={route} {...await openWeekScreen()} />;
  };
}
