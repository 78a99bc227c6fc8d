import { adminPage } from '@/components/admin/resource/adminPage';
import { RespondentsScreen } from './RespondentsScreen';

export default adminPage(RespondentsScreen);
