import { requireAdminPage } from '@/lib/auth/page';
import { SocialLinksScreen } from './SocialLinksScreen';

export default async function SocialLinksPage() {
  await requireAdminPage();
  return <SocialLinksScreen />;
}
