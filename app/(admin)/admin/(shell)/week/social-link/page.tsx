import { requireAdminPage } from '@/lib/auth/page';
import { SocialLinkScreen } from './SocialLinkScreen';

export default async function WeekSocialLinkPage() {
  await requireAdminPage();
  return <SocialLinkScreen />;
}
