import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingUsersScreen } from './MeetingUsersScreen';

export default adminPage(MeetingUsersScreen);
