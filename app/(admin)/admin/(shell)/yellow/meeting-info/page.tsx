import { adminPage } from '@/components/admin/resource/adminPage';
import { MeetingInfoScreen } from './MeetingInfoScreen';

/** Meeting days, hourly times and rooms. */
export default adminPage(MeetingInfoScreen);
