import { ReportList } from './ReportList';

/** Reports on /mm/report={page}: the list with edit in place and delete. */
export default function ReportPage() {
  return <ReportList />;
}
