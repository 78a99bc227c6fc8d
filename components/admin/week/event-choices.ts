'use client';

import { useAdminQuery } from '@/components/admin/api';
import type { Field, Option, Resource } from '@/components/admin/resource/define';
import { useOptions } from '@/components/admin/resource/useOptions';
import { WEEK_API, dayLabel, type EventDate } from './sources';

/** The days of an event as choices ('3-р өдөр · 2025-09-13' → its id); undefined while loading. */
export function useEventDays(event: number): Option[] | undefined {
  const dates = useAdminQuery<{ dates: EventDate[] }>(`${WEEK_API}/get/event-dates?event=${event}&language=all`);
  return dates.data?.dates.map((d) => ({ value: String(d.id), text: dayLabel(d) }));
}

/** The halls of an event as choices; the hall list's reload after a write refreshes them too (the same path). */
export const useEventHalls = (event: number) => useOptions([], { path: `${WEEK_API}/get/hall?event=${event}`, rows: 'hall', value: 'id', label: 'hall_name' });

/** The resource with an event's choices in its selects, by field name (inside repeatable lists too). */
export function withChoices<Row extends { id: number }>(resource: Resource<Row>, choices: Record<string, Option[]>): Resource<Row> {
  const fill = (f: Field): Field =>
    f.kind === 'select' && f.name in choices ? { ...f, options: choices[f.name] } : f.kind === 'list' ? { ...f, fields: f.fields.map(fill) } : f;
  return { ...resource, fields: resource.fields.map(fill) };
}
