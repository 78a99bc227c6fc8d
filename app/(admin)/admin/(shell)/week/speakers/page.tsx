import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { SpeakersScreen } from './SpeakersScreen';

export default async function WeekSpeakersPage() {
  return <SpeakersScreen {...await openWeekScreen()} />;
}
