import { getTranslations } from 'next-intl/server';
import { adminPage } from '@/components/admin/resource/adminPage';
import { BannerManager } from '@/components/admin/BannerManager';

/** The directory's category-page banners (banners table, site 'yp'): A list, B add, C reorder. */
export default adminPage(BannerManager, async () => ({ apiBase: '/api/admin/yellow-page' as const, title: (await getTranslations('adminYellow.directory.banner'))('title') }));
