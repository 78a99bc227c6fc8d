import { requireAdminPage } from '@/lib/auth/page';
import { RedirectScreen } from './RedirectScreen';

export default async function RedirectPage() {
  await requireAdminPage();
  return <RedirectScreen />;
}
