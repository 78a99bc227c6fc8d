import { adminPage } from '@/components/admin/resource/adminPage';
import { ReportScreen } from './ReportScreen';

/** Reports on /mm/report={page}: the list with edit in place and delete. */
export default adminPage(ReportScreen);
