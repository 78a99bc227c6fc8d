import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { PresentersScreen } from './PresentersScreen';

export default async function WeekPresentersPage() {
  return <PresentersScreen {...await openWeekScreen()} />;
}
