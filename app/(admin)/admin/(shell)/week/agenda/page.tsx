import { requireAdminPage } from '@/lib/auth/page';
import { AgendaScreen } from './AgendaScreen';

export default async function WeekAgendaPage() {
  await requireAdminPage();
  return <AgendaScreen />;
}
