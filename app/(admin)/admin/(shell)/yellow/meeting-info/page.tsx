import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingInfoScreen } from './MeetingInfoScreen';

export default adminPage(MeetingInfoScreen);
