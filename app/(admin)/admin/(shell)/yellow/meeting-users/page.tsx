import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingUsersScreen } from './MeetingUsersScreen';

/** Users who may schedule meetings: filter, grid, edit and delete. */
export default adminPage(MeetingUsersScreen);
