'use client';

import { useState } from 'react';
import { ExportLinks } from '@/components/admin/resource/ExportLinks';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useNotice } from '@/components/admin/TimedMessage';
import { WEEK_API } from '@/components/admin/week/sources';
import { registrationResource, registrationSearchResource } from './resource';

type Search = { searchCat: string; searchTerm: string } | null;

/** The chosen event's registrations: search by one field (type and term both needed, spec §5), 50/100/150 a page, export. */
export function RegistrationList({ event }: { event: number }) {
  const notice = useNotice();
  const [search, setSearch] = useState<Search>(null);
  const params = { event: String(event), ...search };
  return (
    <>
      <ResourceForm resource={registrationSearchResource} row={null} notice={notice} onSubmit={(v) => setSearch({ searchCat: v.searchCat, searchTerm: v.searchTerm.trim() })} onClear={() => setSearch(null)} />
      <ExportLinks path={`${WEEK_API}/get/user-registration/export?${new URLSearchParams(params)}`} query={{}} />
      {notice.element}
      {/* A new search starts again at page 1 (spec §4). */}
      <ResourceList key={JSON.stringify(search)} resource={registrationResource} notice={notice} params={params} />
    </>
  );
}
