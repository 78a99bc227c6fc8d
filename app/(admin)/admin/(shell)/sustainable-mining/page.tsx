import { adminPage } from '@/components/admin/resource/adminPage';
import { MiningScreen } from './MiningScreen';

/** Sustainable-mining files with their posters, shown on /mm/page/26. */
export default adminPage(MiningScreen);
