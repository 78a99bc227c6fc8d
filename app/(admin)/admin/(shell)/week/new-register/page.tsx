import { requireAdminPage } from '@/lib/auth/page';
import { RegistrationsScreen } from '../register/RegistrationsScreen';

/** The registration screen opened on its new-registration view. */
export default async function WeekNewRegisterPage() {
  await requireAdminPage();
  return <RegistrationsScreen initialView="new" />;
}
