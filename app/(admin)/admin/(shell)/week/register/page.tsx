import { requireAdminPage } from '@/lib/auth/page';
import { RegistrationsScreen } from './RegistrationsScreen';

export default async function WeekRegisterPage() {
  await requireAdminPage();
  return <RegistrationsScreen initialView="list" />;
}
