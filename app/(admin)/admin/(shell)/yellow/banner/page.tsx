import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { BannerManager } from '@/components/admin/BannerManager';

/** The directory's category-page banners (banners table, site 'yp'): A list, B add, C reorder. */
export default async function YellowBannerPage() {
  await requireAdminPage();
  const t = await getTranslations('adminYellow.directory.banner');
  return <BannerManager apiBase="/api/admin/yellow-page" title={t('title')} />;
}
