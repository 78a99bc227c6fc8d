'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { reportResource } from './resource';

/** /admin/report: reports 5/10/15 per page, edit in place, delete; adding is on /admin/add-report. */
export function ReportScreen() {
  return <ResourceScreen resource={reportResource} add="/admin/add-report" />;
}
