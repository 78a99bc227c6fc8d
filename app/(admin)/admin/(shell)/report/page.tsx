import { requireAdminPage } from '@/lib/auth/page';
import { ReportList } from './ReportList';

/** Reports on /mm/report={page}: the list with edit in place and delete. */
export default async function ReportPage() {
  await requireAdminPage();
  return <ReportList />;
}
