import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingListScreen } from './MeetingListScreen';

/** Every meeting with a status filter. */
export default adminPage(MeetingListScreen);
