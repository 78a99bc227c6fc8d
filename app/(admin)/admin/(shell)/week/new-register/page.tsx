import { requireAdminPage } from '@/lib/auth/page';
import { RegistrationsScreen } from '@/components/conference/admin/RegistrationsScreen';

/** The registration screen opened on its new-registration view. */
export default async function WeekNewRegisterPage() {
  await requireAdminPage();
  return <RegistrationsScreen initialView="new" />;
}
