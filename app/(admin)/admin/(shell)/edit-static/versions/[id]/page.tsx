import { versionsPage } from '@/components/admin/versions-page';

/** /admin/edit-static/versions/{id}: a static page's saved versions, two compared field by field, restore. */
export default versionsPage({ kind: 'static-data', listPath: '/get/categories', back: '/admin/link' });
