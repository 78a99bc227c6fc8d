import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { RegistrationsScreen } from './RegistrationsScreen';

export default async function WeekRegisterPage() {
  return <RegistrationsScreen {...await openWeekScreen()} initialView="list" />;
}
