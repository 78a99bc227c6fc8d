import { adminPage } from '@/components/admin/resource/adminPage';
import { RequestScreen } from './RequestScreen';

export default adminPage(RequestScreen);
