import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { RegistrationsScreen } from '../register/RegistrationsScreen';

/** The registration screen opened on its new-registration view. */
export default async function WeekNewRegisterPage() {
  return <RegistrationsScreen {...await openWeekScreen()} initialView="new" />;
}
