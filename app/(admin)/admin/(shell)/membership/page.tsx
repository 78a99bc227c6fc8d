import { adminPage } from '@/components/admin/resource/adminPage';
import { MembershipScreen } from './MembershipScreen';

/** Membership logos: board and main members (/mm/membership) and their committees (/mm/activity). */
export default adminPage(MembershipScreen);
