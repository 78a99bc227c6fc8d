import { requireAdminPage } from '@/lib/auth/page';
import { GalleryScreen } from './GalleryScreen';

export default async function WeekGalleryPage() {
  await requireAdminPage();
  return <GalleryScreen />;
}
