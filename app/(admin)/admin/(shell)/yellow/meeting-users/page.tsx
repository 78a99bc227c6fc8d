import { requireAdminPage } from '@/lib/auth/page';
import { MeetingUsersScreen } from './MeetingUsersScreen';

/** Users who may schedule meetings: filter, grid, edit and delete. */
export default async function MeetingUsersPage() {
  await requireAdminPage();
  return <MeetingUsersScreen />;
}
