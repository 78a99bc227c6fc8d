import { requireAdminPage } from '@/lib/auth/page';
import { BannerManager } from '@/components/admin/BannerManager';

/** Home slider banners of the association site. */
export default async function SlidesPage() {
  await requireAdminPage();
  return <BannerManager apiBase="/api/admin" hero />;
}
