import { requireAdminPage } from '@/lib/auth/page';
import { AddUserScreen } from './AddUserScreen';

/** Meeting users: bulk CSV/XLSX upload and the single-user form. */
export default async function AddMeetingUserPage() {
  await requireAdminPage();
  return <AddUserScreen />;
}
