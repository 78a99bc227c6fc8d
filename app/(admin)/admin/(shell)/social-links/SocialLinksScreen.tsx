'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { socialLinkResource } from './resource';

/** /admin/social-links: the add/edit form above the list, delete with confirmation. */
export function SocialLinksScreen() {
  return <ResourceScreen resource={socialLinkResource} add="always" />;
}
