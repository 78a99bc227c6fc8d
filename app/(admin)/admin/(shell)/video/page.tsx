import { requireAdminPage } from '@/lib/auth/page';
import { VideoScreen } from './VideoScreen';

/** Mining 101 videos, shown on /mm/page/22. */
export default async function VideoPage() {
  await requireAdminPage();
  return <VideoScreen />;
}
