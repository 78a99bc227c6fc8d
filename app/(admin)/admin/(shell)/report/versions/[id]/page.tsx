import { versionsPage } from '@/components/admin/versions-page';

/** /admin/report/versions/{id}: a report's saved versions, two compared field by field, restore. */
export default versionsPage({ kind: 'report', listPath: '/get/reports', back: '/admin/report' });
