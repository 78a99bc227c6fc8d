'use client';

import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import { reportResource } from '../report/resource';

/** /admin/add-report: the report form; messages last 5 s and the form is empty again after a save. */
export function AddReport() {
  return <ResourceAddPage resource={reportResource} back={{ href: '/admin/report', label: 'backToList' }} />;
}
