import { adminPage } from '@/components/admin/resource/adminPage';
import { SocialLinksScreen } from './SocialLinksScreen';

export default adminPage(SocialLinksScreen);
