import { adminPage } from '@/components/admin/resource/adminPage';
import { AddReport } from './AddReport';

/** The form for a new report, with a link back to the list. */
export default adminPage(AddReport);
