import { requireAdminPage } from '@/lib/auth/page';
import { TradeScreen } from './TradeScreen';

/** The exchange's trades and auction notices (read only) and their import. */
export default async function TradePage() {
  await requireAdminPage();
  return <TradeScreen />;
}
