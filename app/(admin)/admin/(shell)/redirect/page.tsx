import { adminPage } from '@/components/admin/AdminsOnly';
import { RedirectScreen } from './RedirectScreen';

export default adminPage(RedirectScreen);
