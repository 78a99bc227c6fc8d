'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { usePublishingActions } from '@/components/admin/usePublishingActions';
import { newsResource } from './resource';

/** /admin/update-news: filter by category and more, 5/10/15 per page, edit in place, preview, versions, delete with confirmation. */
export function NewsList() {
  const extraActions = usePublishingActions(newsResource, {
    route: '/admin/update-news',
    page: (row) => `/mm/detail/${row.id}`,
    hiddenIn: (row, lang) => (lang === 'en' ? row.title_en : row.title) === '',
  });
  return <ResourceScreen resource={newsResource} add="/admin/add-news" extraActions={extraActions} />;
}
