import { adminPage } from '@/components/admin/resource/adminPage';
import { AddReport } from './AddReport';

export default adminPage(AddReport);
