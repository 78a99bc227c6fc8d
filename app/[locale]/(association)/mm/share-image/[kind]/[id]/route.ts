import { shareImageRoute } from '@/lib/seo/share-route';

export const dynamic = 'force-dynamic';

/** /mm/share-image/{news|reports}/{id}: an association page's share image (lib/seo/share-route.ts). */
export const GET = shareImageRoute('mm');
