import { adminPage } from '@/components/admin/AdminsOnly';
import { RespondentsScreen } from './RespondentsScreen';

export default adminPage(RespondentsScreen);
