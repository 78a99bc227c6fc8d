import { SocialLinksScreen } from '@/components/admin/social/SocialLinksScreen';

export default function SocialLinksPage() {
  return <SocialLinksScreen />;
}
