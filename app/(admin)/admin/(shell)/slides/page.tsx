import { BannerManager } from '@/components/admin/BannerManager';

/** Home slider banners of the association site. */
export default function SlidesPage() {
  return <BannerManager apiBase="/api/admin" />;
}
