import { versionsPage } from '@/components/admin/versions-page';

/** /admin/update-news/versions/{id}: a news item's saved versions, two compared field by field, restore. */
export default versionsPage({ kind: 'news', listPath: '/get/news', back: '/admin/update-news' });
