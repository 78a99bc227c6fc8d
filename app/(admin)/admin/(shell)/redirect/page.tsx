import { adminPage } from '@/components/admin/resource/adminPage';
import { RedirectScreen } from './RedirectScreen';

export default adminPage(RedirectScreen);
