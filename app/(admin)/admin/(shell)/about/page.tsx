import { adminPage } from '@/components/admin/resource/adminPage';
import { AboutScreen } from './AboutScreen';

/** About Us people on /mm/about: honorary presidents, the association council and the office staff. */
export default adminPage(AboutScreen);
