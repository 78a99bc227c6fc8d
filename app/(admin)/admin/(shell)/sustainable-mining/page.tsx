import { requireAdminPage } from '@/lib/auth/page';
import { MiningScreen } from './MiningScreen';

/** Sustainable-mining files with their posters, shown on /mm/page/26. */
export default async function SustainableMiningPage() {
  await requireAdminPage();
  return <MiningScreen />;
}
