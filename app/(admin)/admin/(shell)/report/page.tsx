import { requireAdminPage } from '@/lib/auth/page';
import { ReportScreen } from './ReportScreen';

/** Reports on /mm/report={page}: the list with edit in place and delete. */
export default async function ReportPage() {
  await requireAdminPage();
  return <ReportScreen />;
}
