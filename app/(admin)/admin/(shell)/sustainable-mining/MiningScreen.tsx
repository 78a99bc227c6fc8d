'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { usePublishingActions } from '@/components/admin/usePublishingActions';
import { miningResource } from './resource';

/** /admin/sustainable-mining: language filter, 10/25/50 per page with posters and the PDF, add/edit form, preview, versions. */
export function MiningScreen() {
  const extraActions = usePublishingActions(miningResource, {
    route: '/admin/sustainable-mining',
    page: () => '/mm/page/26',
    // An item is written in one language: it shows on that language's page only.
    hiddenIn: (row, lang) => row.language !== lang,
  });
  return <ResourceScreen resource={miningResource} extraActions={extraActions} />;
}
