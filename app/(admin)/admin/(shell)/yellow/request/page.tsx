import { requireAdminPage } from '@/lib/auth/page';
import { RequestScreen } from './RequestScreen';

/** Registration requests waiting for approval. */
export default async function YellowRequestPage() {
  await requireAdminPage();
  return <RequestScreen />;
}
