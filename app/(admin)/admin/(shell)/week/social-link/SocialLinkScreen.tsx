'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { weekSocialLinkResource } from './resource';

/** /admin/week/social-link: one of 20 brand icons and an address; the form above the list. */
export function SocialLinkScreen() {
  return <ResourceScreen resource={weekSocialLinkResource} add="always" />;
}
