import { requireAdminPage } from '@/lib/auth/page';
import { ConsultantListScreen } from './ConsultantListScreen';

/** Every consultant: published filter, name filters, edit and delete. */
export default async function YellowConsultantListPage() {
  await requireAdminPage();
  return <ConsultantListScreen />;
}
