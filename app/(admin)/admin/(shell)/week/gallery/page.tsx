import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { GalleryScreen } from './GalleryScreen';

export default async function WeekGalleryPage() {
  return <GalleryScreen {...await openWeekScreen()} />;
}
