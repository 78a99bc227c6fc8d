'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import { redirectResource } from './resource';
import { RedirectImport } from './RedirectImport';

/** /admin/redirect: the add form above the list of mappings, and the import of the old site's URL list. */
export function RedirectScreen() {
  const canImport = useCan('write');
  return (
    <>
      <ResourceScreen resource={redirectResource} add="always" />
      {canImport && <RedirectImport />}
    </>
  );
}
