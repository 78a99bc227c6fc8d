'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { usePublishingActions } from '@/components/admin/usePublishingActions';
import { reportResource } from './resource';

/** /admin/report: reports 5/10/15 per page with their state, edit in place, preview, versions, delete; adding is on /admin/add-report. */
export function ReportScreen() {
  const extraActions = usePublishingActions(reportResource, {
    route: '/admin/report',
    // Reports have no page of their own: the preview opens the list's first page, where a new report appears.
    page: () => '/mm/report=1',
  });
  return <ResourceScreen resource={reportResource} add="/admin/add-report" extraActions={extraActions} />;
}
