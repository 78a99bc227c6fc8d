import { adminPage } from '@/components/admin/resource/adminPage';
import { TradeScreen } from './TradeScreen';

/** The exchange's trades and auction notices (read only) and their import. */
export default adminPage(TradeScreen);
