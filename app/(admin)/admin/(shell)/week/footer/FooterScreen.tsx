'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { footerResource } from './resource';

/** /admin/week/footer: the footer's contact items with the add/edit form above the list. */
export function FooterScreen() {
  return <ResourceScreen resource={footerResource} add="always" />;
}
