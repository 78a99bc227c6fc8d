'use client';

import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import { newsResource } from '../update-news/resource';

/** /admin/add-news: after a save the form starts empty again (the spec's reload) and says so. */
export function AddNews() {
  return <ResourceAddPage resource={newsResource} back={{ href: '/admin/update-news', label: 'listTitle' }} />;
}
