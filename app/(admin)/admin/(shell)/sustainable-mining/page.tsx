import { adminPage } from '@/components/admin/resource/adminPage';
import { MiningScreen } from './MiningScreen';

export default adminPage(MiningScreen);
