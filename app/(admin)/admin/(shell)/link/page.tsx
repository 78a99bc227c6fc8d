import { adminPage } from '@/components/admin/resource/adminPage';
import { MenuScreen } from './MenuScreen';

export default adminPage(MenuScreen);
