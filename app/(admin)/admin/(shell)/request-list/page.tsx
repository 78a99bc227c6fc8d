import { requireAdminPage } from '@/lib/auth/page';
import { RequestList } from '@/components/admin/requests/RequestList';

export default async function RequestListPage() {
  await requireAdminPage();
  return <RequestList />;
}
