import { adminPage } from '@/components/admin/resource/adminPage';
import { AuditorScreen } from './AuditorScreen';

/** Independent assessment auditors, shown on /mm/page/20. */
export default adminPage(AuditorScreen);
