'use client';

import type { ReactNode } from 'react';
import { useRefetchAdmin } from '@/components/admin/api';
import { apiPath, type Resource } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { WritersOnly } from './WritersOnly';

type Props<Row extends { id: number }> = {
  resource: Resource<Row>;
  /** What the screen chose (the day, the event), the add form's `defaults`. */
  defaults: Record<string, unknown>;
  /** The list's heading and parameters; without parameters, `instead` is shown (e.g. 'pick a day'). */
  heading: string;
  params: Record<string, string> | null;
  instead?: ReactNode;
  /** Other lists that show what the form adds, refetched after a save. */
  alsoShownBy?: Resource<Row>[];
};

/**
 * An add form above the list of what was added (a day's photos, the last days' registrations), sharing one notice;
 * a read-only account gets the notice instead of the form. A new choice starts a blank form.
 */
export function AddAboveList<Row extends { id: number }>({ resource, defaults, heading, params, instead, alsoShownBy = [] }: Props<Row>) {
  const notice = useNotice({ successMs: resource.notices?.successMs });
  const refetch = useRefetchAdmin();
  const saved = () => Promise.all([resource, ...alsoShownBy].map((r) => refetch(apiPath(r, r.api.list))));
  return (
    <>
      {notice.element}
      <WritersOnly>
        <ResourceForm key={JSON.stringify(defaults)} resource={resource} row={null} defaults={defaults} notice={notice} onSaved={saved} />
      </WritersOnly>
      {params ? (
        <>
          <h2 className={ui.title}>{heading}</h2>
          <ResourceList key={JSON.stringify(params)} resource={resource} notice={notice} params={params} />
        </>
      ) : (
        instead
      )}
    </>
  );
}
