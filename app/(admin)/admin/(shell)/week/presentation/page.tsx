import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { PresentationScreen } from './PresentationScreen';

export default async function WeekPresentationPage() {
  return <PresentationScreen {...await openWeekScreen()} />;
}
