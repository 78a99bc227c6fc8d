import { weekResource } from '@/components/admin/week/week-resource';
import type { EventDate } from '@/components/admin/week/sources';
import { eventDateSchema, eventDateUpdateSchema } from '@/lib/conference/validators';

/** The days of an event, on which the agenda, gallery and presentations hang (listed per event: ?event=). */
export const eventDateResource = weekResource<EventDate>('event-date', 'eventDate', {
  nameField: 'event_date',
  api: { list: '/get/event-dates', rows: 'dates' },
  schema: { insert: eventDateSchema, update: eventDateUpdateSchema },
  columns: [
    { field: 'day', label: 'eventDate.day', cell: 'number', sortable: true, width: 150 },
    { field: 'event_date', label: 'eventDate.date', sortable: true },
    { field: 'event', label: 'eventDate.event' },
  ],
  fields: [
    { kind: 'text', name: 'day', label: 'eventDate.day', hint: 'eventDate.intro', required: true },
    { kind: 'date', name: 'event_date', label: 'eventDate.date', required: true },
  ],
});
