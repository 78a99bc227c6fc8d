import { defineWeekResource } from '@/components/admin/week/define-week';
import { eventRegistrationSchema } from '@/lib/conference/programme-validators';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';

type Event = { id: number; event: string; registration_opens_at: string; registration_closes_at: string };
type ApiEvent = { id: number; event: string; registration_opens_at: string | null; registration_closes_at: string | null };

/** A stored instant as the form's Ulaanbaatar 'YYYY-MM-DDTHH:MM' (blank when unset). */
const local = (iso: string | null) => (iso ? `${ubDay(iso)}T${ubTime(iso)}` : '');

/** The events (editions) and when each takes registrations; times are Ulaanbaatar time. */
export const eventRegistrationResource = defineWeekResource<Event>({
  key: 'week-event-registration',
  title: 'events.title',
  nameField: 'event',
  api: {
    list: '/get/event',
    rows: 'event',
    update: '/update/event-registration',
    body: 'json',
    fromApi: (raw: never) => {
      const e = raw as ApiEvent;
      return { id: e.id, event: e.event, registration_opens_at: local(e.registration_opens_at), registration_closes_at: local(e.registration_closes_at) };
    },
  },
  schema: { update: eventRegistrationSchema },
  columns: [
    { field: 'event', label: 'events.event' },
    { field: 'registration_opens_at', label: 'events.opens' },
    { field: 'registration_closes_at', label: 'events.closes' },
  ],
  fields: [
    { kind: 'text', name: 'registration_opens_at', label: 'events.opens', hint: 'events.timeHint', maxLength: 19 },
    { kind: 'text', name: 'registration_closes_at', label: 'events.closes', hint: 'events.timeHint', maxLength: 19 },
  ],
  formTitles: { add: 'events.editTitle', edit: 'events.editTitle' },
  paging: null,
});
