import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingListScreen } from './MeetingListScreen';

export default adminPage(MeetingListScreen);
