import { requireAdminPage } from '@/lib/auth/page';
import { AboutScreen } from './AboutScreen';

/** About Us people on /mm/about: honorary presidents, the association council and the office staff. */
export default async function AboutPage() {
  await requireAdminPage();
  return <AboutScreen />;
}
