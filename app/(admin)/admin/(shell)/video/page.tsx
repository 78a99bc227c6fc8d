import { adminPage } from '@/components/admin/resource/adminPage';
import { VideoScreen } from './VideoScreen';

/** Mining 101 videos, shown on /mm/page/22. */
export default adminPage(VideoScreen);
