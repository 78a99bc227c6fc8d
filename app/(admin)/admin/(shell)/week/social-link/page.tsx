import { requireAdminPage } from '@/lib/auth/page';
import { SocialLinkScreen } from '@/components/conference/admin/SocialLinkScreen';

export default async function WeekSocialLinkPage() {
  await requireAdminPage();
  return <SocialLinkScreen />;
}
