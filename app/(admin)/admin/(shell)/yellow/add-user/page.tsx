import { adminPage } from '@/components/admin/resource/adminPage';
import { AddUserScreen } from './AddUserScreen';

/** Meeting users: bulk CSV/XLSX upload and the single-user form. */
export default adminPage(AddUserScreen);
