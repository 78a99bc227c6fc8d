import { requireAdminPage } from '@/lib/auth/page';
import { EmptyShellScreen } from '@/components/admin/week/EmptyShellScreen';

/** An empty shell in the spec (§2.2): no behaviour of its own. */
export default async function WeekHomePage() {
  await requireAdminPage();
  return <EmptyShellScreen screen="home" />;
}
