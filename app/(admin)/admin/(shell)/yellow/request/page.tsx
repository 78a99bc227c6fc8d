import { requireAdminPage } from '@/lib/auth/page';
import { RequestScreen } from '@/components/directory/admin/RequestScreen';

/** Registration requests waiting for approval. */
export default async function YellowRequestPage() {
  await requireAdminPage();
  return <RequestScreen />;
}
