import { adminPage } from '@/components/admin/resource/adminPage';
import { ReportScreen } from './ReportScreen';

export default adminPage(ReportScreen);
