import { adminPage } from '@/components/admin/AdminsOnly';
import { SocialLinksScreen } from './SocialLinksScreen';

export default adminPage(SocialLinksScreen);
