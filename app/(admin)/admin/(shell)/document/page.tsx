import { requireAdminPage } from '@/lib/auth/page';
import { DocumentScreen } from './DocumentScreen';

/** PDF guideline documents, downloadable on /mm/page/20. */
export default async function DocumentPage() {
  await requireAdminPage();
  return <DocumentScreen />;
}
