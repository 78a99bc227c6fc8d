import { adminPage } from '@/components/admin/AdminsOnly';
import { MenuScreen } from './MenuScreen';

export default adminPage(MenuScreen);
