import { MiningScreen } from './MiningScreen';

/** Sustainable-mining files with their posters, shown on /mm/page/26. */
export default function SustainableMiningPage() {
  return <MiningScreen />;
}
