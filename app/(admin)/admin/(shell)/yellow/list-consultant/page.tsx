import { adminPage } from '@/components/admin/resource/adminPage';
import { ConsultantListScreen } from './ConsultantListScreen';

export default adminPage(ConsultantListScreen);
