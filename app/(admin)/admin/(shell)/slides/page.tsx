import { adminPage } from '@/components/admin/resource/adminPage';
import { BannerManager } from '@/components/admin/BannerManager';

/** Home slider banners of the association site. */
export default adminPage(() => <BannerManager apiBase="/api/admin" hero />);
