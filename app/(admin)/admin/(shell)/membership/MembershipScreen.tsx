'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { membershipResource } from './resource';

/** /admin/membership: the logos with their sections as filterable columns, the add/edit form with the flags. */
export function MembershipScreen() {
  return <ResourceScreen resource={membershipResource} />;
}
