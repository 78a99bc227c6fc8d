import { versionsPage } from '@/components/admin/versions-page';

/** /admin/sustainable-mining/versions/{id}: a sustainable-mining item's saved versions, two compared field by field, restore. */
export default versionsPage({ kind: 'sustainable-mining', listPath: '/get/sustainable-mining', back: '/admin/sustainable-mining' });
