'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { menuResource } from './resource';

/** /admin/week/link: the conference menu categories (active green, inactive red) with the add/edit form. */
export function MenuScreen() {
  return <ResourceScreen resource={menuResource} add="always" />;
}
