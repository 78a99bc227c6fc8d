import { requireAdminPage } from '@/lib/auth/page';
import { MeetingListScreen } from './MeetingListScreen';

/** Every meeting with a status filter. */
export default async function MeetingListPage() {
  await requireAdminPage();
  return <MeetingListScreen />;
}
