import { requireAdminPage } from '@/lib/auth/page';
import { SpeakersScreen } from './SpeakersScreen';

export default async function WeekSpeakersPage() {
  await requireAdminPage();
  return <SpeakersScreen />;
}
