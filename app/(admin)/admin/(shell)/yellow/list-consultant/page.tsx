import { requireAdminPage } from '@/lib/auth/page';
import { ConsultantListScreen } from '@/components/directory/admin/ConsultantListScreen';

/** Every consultant: published filter, name search, edit and delete. */
export default async function YellowConsultantListPage() {
  await requireAdminPage();
  return <ConsultantListScreen />;
}
