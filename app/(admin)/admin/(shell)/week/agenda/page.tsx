import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { AgendaScreen } from './AgendaScreen';

export default async function WeekAgendaPage() {
  return <AgendaScreen {...await openWeekScreen()} />;
}
