import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listAdminSessions } from '@/lib/conference/programme-admin';
import type { Option } from '@/components/admin/resource/define';
import { SESSION_TYPES } from '@/lib/conference/programme-constants';
import { sessionSchema, sessionUpdateSchema } from '@/lib/conference/programme-validators';

export const sessionTypes: Option[] = SESSION_TYPES.map((type) => ({ value: type, label: `sessions.types.${type}` }));

/**
 * The programme's sessions of an event (listed per event: ?event=), in time order, each with its double-booking
 * warnings (a hall or a speaker in two overlapping sessions) in the last column.
 */
export const sessionResource = weekResource<ListRow<typeof listAdminSessions>>('session', 'sessions', {
  nameField: 'title_mn',
  api: { list: '/get/sessions' },
  schema: { insert: sessionSchema, update: sessionUpdateSchema },
  columns: [
    { field: 'day', label: 'sessions.day', width: 170 },
    { field: 'starts_at', label: 'sessions.startsAt', width: 90 },
    { field: 'ends_at', label: 'sessions.endsAt', width: 90 },
    { field: 'hall', label: 'sessions.hall', width: 150 },
    { field: 'title_mn', label: 'sessions.title_mn' },
    { field: 'type', label: 'sessions.type', cell: 'badge', options: sessionTypes, width: 130 },
    { field: 'speaker_names', label: 'sessions.speakers' },
    { field: 'conflicts', label: 'sessions.conflicts' },
  ],
  // The day, hall and speaker choices are the chosen event's: SessionsScreen gives them (withChoices).
  fields: [
    { kind: 'select', name: 'event_date_id', label: 'sessions.day', options: [], placeholder: 'sessions.chooseDay', required: true },
    { kind: 'select', name: 'hall_id', label: 'sessions.hall', options: [], placeholder: 'sessions.chooseHall', required: true },
    // Five-minute steps, Ulaanbaatar wall-clock times.
    { kind: 'time', name: 'starts_at', label: 'sessions.startsAt', required: true, step: 300 },
    { kind: 'time', name: 'ends_at', label: 'sessions.endsAt', required: true, step: 300 },
    { kind: 'select', name: 'type', label: 'sessions.type', options: sessionTypes, placeholder: 'sessions.chooseType', required: true },
    { kind: 'bilingual', name: 'title_mn', label: 'sessions.title_mn', nameEn: 'title_en', labelEn: 'sessions.title_en', required: true, maxLength: 300 },
    { kind: 'bilingual', name: 'description_mn', label: 'sessions.description_mn', nameEn: 'description_en', labelEn: 'sessions.description_en', multiline: true, maxLength: 4000 },
    {
      kind: 'list',
      name: 'speakers',
      label: 'sessions.speakers',
      addLabel: 'sessions.addSpeaker',
      ordered: true,
      fields: [{ kind: 'select', name: 'presenter_id', label: 'sessions.speaker', options: [], placeholder: 'sessions.chooseSpeaker', required: true }],
    },
    { kind: 'text', name: 'slides_url', label: 'sessions.slides', hint: 'sessions.linkHint', maxLength: 500 },
    { kind: 'text', name: 'stream_url', label: 'sessions.stream', hint: 'sessions.linkHint', maxLength: 500 },
  ],
  defaults: { type: 'talk' },
});
