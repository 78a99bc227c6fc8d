import { adminPage } from '@/components/admin/resource/adminPage';
import { VideoScreen } from './VideoScreen';

export default adminPage(VideoScreen);
