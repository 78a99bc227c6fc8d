import { shareImageRoute } from '@/lib/seo/share-route';

export const dynamic = 'force-dynamic';

/** /mw/share-image/{mw|mw-news|mw-session}/{id}: a Mining Week page's share image (lib/seo/share-route.ts). */
export const GET = shareImageRoute('mw');
