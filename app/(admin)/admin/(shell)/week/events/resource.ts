import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listEvents } from '@/lib/conference/queries-admin';
import type { Field } from '@/components/admin/resource/define';
import { EVENT_STAT_KEYS, type EventStatKey } from '@/lib/conference/constants';
import { eventRegistrationSchema } from '@/lib/conference/programme-validators';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';

type ApiEvent = ListRow<typeof listEvents>;
/** The form's row: the opening times as Ulaanbaatar wall-clock text, each home statistic a field of its own. */
type Event = Omit<ApiEvent, 'statistics' | 'registration_opens_at' | 'registration_closes_at'> &
  Record<`stat_${EventStatKey}` | 'registration_opens_at' | 'registration_closes_at', string>;

/** A stored instant as the form's Ulaanbaatar 'YYYY-MM-DDTHH:MM' (blank when unset). */
const local = (iso: string | null) => (iso ? `${ubDay(iso)}T${ubTime(iso)}` : '');

/**
 * The events (editions): which one the public site shows, when each takes registrations (Ulaanbaatar time), its
 * venue and its home statistics.
 */
export const eventRegistrationResource = weekResource<Event>('event-registration', 'events', {
  writes: ['update'],
  nameField: 'event',
  api: {
    list: '/get/event',
    fromApi: (raw: never) => {
      const { statistics, registration_opens_at, registration_closes_at, ...event } = raw as ApiEvent;
      const stats = Object.fromEntries(EVENT_STAT_KEYS.map((key) => [`stat_${key}`, statistics[key] ?? '']));
      return { ...event, registration_opens_at: local(registration_opens_at), registration_closes_at: local(registration_closes_at), ...stats } as Event;
    },
  },
  schema: { update: eventRegistrationSchema },
  columns: [
    { field: 'event', label: 'events.event' },
    { field: 'is_current', label: 'events.current', value: (e) => (e.is_current ? '✓' : ''), width: 150 },
    { field: 'venue_mn', label: 'events.venue_mn' },
    { field: 'registration_opens_at', label: 'events.opens' },
    { field: 'registration_closes_at', label: 'events.closes' },
  ],
  fields: [
    { kind: 'text', name: 'registration_opens_at', label: 'events.opens', hint: 'events.timeHint', maxLength: 19 },
    { kind: 'text', name: 'registration_closes_at', label: 'events.closes', hint: 'events.timeHint', maxLength: 19 },
    { kind: 'checkbox', name: 'is_current', label: 'events.current', hint: 'events.currentHint' },
    { kind: 'bilingual', name: 'venue_mn', label: 'events.venue_mn', nameEn: 'venue_en', labelEn: 'events.venue_en', maxLength: 200 },
    {
      kind: 'group',
      name: 'statistics',
      label: 'events.statistics',
      fields: EVENT_STAT_KEYS.map((key): Field => ({ kind: 'text', name: `stat_${key}`, label: `events.stats.${key}`, maxLength: 20 })),
    },
  ],
});
