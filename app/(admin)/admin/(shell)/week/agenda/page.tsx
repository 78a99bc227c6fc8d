import { requireAdminPage } from '@/lib/auth/page';
import { AgendaScreen } from '@/components/conference/admin/AgendaScreen';

export default async function WeekAgendaPage() {
  await requireAdminPage();
  return <AgendaScreen />;
}
