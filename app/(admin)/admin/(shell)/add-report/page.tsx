import { requireAdminPage } from '@/lib/auth/page';
import { AddReport } from './AddReport';

/** The form for a new report, with a link back to the list. */
export default async function AddReportPage() {
  await requireAdminPage();
  return <AddReport />;
}
