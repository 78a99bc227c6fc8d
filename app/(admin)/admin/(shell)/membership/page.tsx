import { adminPage } from '@/components/admin/resource/adminPage';
import { MembershipScreen } from './MembershipScreen';

export default adminPage(MembershipScreen);
