'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { miningResource } from './resource';

/** /admin/sustainable-mining: language filter, 10/25/50 per page with posters and the PDF, add/edit form. */
export function MiningScreen() {
  return <ResourceScreen resource={miningResource} />;
}
