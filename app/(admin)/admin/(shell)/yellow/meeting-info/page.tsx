import { requireAdminPage } from '@/lib/auth/page';
import { MeetingInfoScreen } from './MeetingInfoScreen';

/** Meeting days, hourly times and rooms. */
export default async function MeetingInfoPage() {
  await requireAdminPage();
  return <MeetingInfoScreen />;
}
