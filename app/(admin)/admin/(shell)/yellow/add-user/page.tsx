import { adminPage } from '@/components/admin/resource/adminPage';
import { AddUserScreen } from './AddUserScreen';

export default adminPage(AddUserScreen);
