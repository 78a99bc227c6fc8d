import { TradeScreen } from './TradeScreen';

/** The exchange's trades and auction notices (read only) and their import. */
export default function TradePage() {
  return <TradeScreen />;
}
