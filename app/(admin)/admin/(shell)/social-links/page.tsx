import { requireAdminPage } from '@/lib/auth/page';
import { SocialLinksScreen } from '@/components/admin/social/SocialLinksScreen';

export default async function SocialLinksPage() {
  await requireAdminPage();
  return <SocialLinksScreen />;
}
