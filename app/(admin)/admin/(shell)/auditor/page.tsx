import { requireAdminPage } from '@/lib/auth/page';
import { AuditorScreen } from './AuditorScreen';

/** Independent assessment auditors, shown on /mm/page/20. */
export default async function AuditorPage() {
  await requireAdminPage();
  return <AuditorScreen />;
}
