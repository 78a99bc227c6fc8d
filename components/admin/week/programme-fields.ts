import type { Column, Field, Option } from '@/components/admin/resource/define';

/**
 * The day, hall and time shapes the week resources share (sessions, presentations, agenda): one builder, so the
 * names the API reads (event_date_id, hall_id, starts_at, ends_at) and the controls stay alike. `ns` is the
 * resource's message group ('sessions.…'); a group that words the day differently names its own keys.
 */
export const dayField = (ns: string, days: Option[], keys = { label: 'day', placeholder: 'chooseDay' }): Field => ({
  kind: 'select',
  name: 'event_date_id',
  label: `${ns}.${keys.label}`,
  options: days,
  placeholder: `${ns}.${keys.placeholder}`,
  required: true,
});

export const hallField = (ns: string, halls: Option[]): Field => ({ kind: 'select', name: 'hall_id', label: `${ns}.hall`, options: halls, placeholder: `${ns}.chooseHall`, required: true });

/** Start and end in five-minute steps (Ulaanbaatar wall-clock times). */
export const timeFields = (ns: string): Field[] => [
  { kind: 'time', name: 'starts_at', label: `${ns}.startsAt`, required: true, step: 300 },
  { kind: 'time', name: 'ends_at', label: `${ns}.endsAt`, required: true, step: 300 },
];

export function timeColumns<Row extends { starts_at: string; ends_at: string }>(ns: string): Column<Row>[] {
  return [
    { field: 'starts_at', label: `${ns}.startsAt`, width: 90 },
    { field: 'ends_at', label: `${ns}.endsAt`, width: 90 },
  ];
}
