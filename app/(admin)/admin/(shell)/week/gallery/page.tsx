import { requireAdminPage } from '@/lib/auth/page';
import { GalleryScreen } from '@/components/conference/admin/GalleryScreen';

export default async function WeekGalleryPage() {
  await requireAdminPage();
  return <GalleryScreen />;
}
