import { requireAdminPage } from '@/lib/auth/page';
import { MembershipScreen } from './MembershipScreen';

/** Membership logos: board and main members (/mm/membership) and their committees (/mm/activity). */
export default async function MembershipPage() {
  await requireAdminPage();
  return <MembershipScreen />;
}
