'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { videoResource } from './resource';

/** /admin/video: the add form with an upload progress bar, the paged list with rename and delete. */
export function VideoScreen() {
  return <ResourceScreen resource={videoResource} add="always" />;
}
