import { requireAdminPage } from '@/lib/auth/page';
import { RequestList } from './RequestList';

export default async function RequestListPage() {
  await requireAdminPage();
  return <RequestList />;
}
