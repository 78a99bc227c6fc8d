'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { newsResource } from './resource';

/** /admin/update-news: filter by category and more, 5/10/15 per page, edit in place, delete with confirmation. */
export function NewsList() {
  return <ResourceScreen resource={newsResource} add="/admin/add-news" />;
}
