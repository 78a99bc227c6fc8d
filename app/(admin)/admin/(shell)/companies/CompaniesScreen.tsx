'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { companyResource } from './resource';

/** /admin/companies: filter by name, the list, the add/edit form; saves end in the 3-second success modal. */
export function CompaniesScreen() {
  return <ResourceScreen resource={companyResource} />;
}
