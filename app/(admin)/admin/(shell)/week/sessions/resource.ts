import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listAdminSessions } from '@/lib/conference/programme-admin';
import type { Field, Option } from '@/components/admin/resource/define';
import { dayField, hallField, timeColumns, timeFields } from '@/components/admin/week/programme-fields';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { SESSION_TYPES } from '@/lib/conference/programme-constants';
import { sessionSchema, sessionUpdateSchema } from '@/lib/conference/programme-validators';

type Session = ListRow<typeof listAdminSessions>;

export const sessionTypes: Option[] = SESSION_TYPES.map((type) => ({ value: type, label: `sessions.types.${type}` }));

/** The form: the day, hall and speaker choices come from the chosen event (SessionsScreen fills them in). */
export function sessionFields(choices: { days: Option[]; halls: Option[]; speakers: Option[] }): Field[] {
  return [
    dayField('sessions', choices.days),
    hallField('sessions', choices.halls),
    ...timeFields('sessions'),
    { kind: 'select', name: 'type', label: 'sessions.type', options: sessionTypes, placeholder: 'sessions.chooseType', required: true },
    { kind: 'bilingual', name: 'title_mn', label: 'sessions.title_mn', nameEn: 'title_en', labelEn: 'sessions.title_en', required: true, maxLength: 300 },
    { kind: 'bilingual', name: 'description_mn', label: 'sessions.description_mn', nameEn: 'description_en', labelEn: 'sessions.description_en', multiline: true, maxLength: 4000 },
    {
      kind: 'list',
      name: 'speakers',
      label: 'sessions.speakers',
      addLabel: 'sessions.addSpeaker',
      ordered: true,
      fields: [{ kind: 'select', name: 'presenter_id', label: 'sessions.speaker', options: choices.speakers, placeholder: 'sessions.chooseSpeaker', required: true }],
    },
    { kind: 'text', name: 'slides_url', label: 'sessions.slides', hint: 'sessions.linkHint', maxLength: 500 },
    { kind: 'text', name: 'stream_url', label: 'sessions.stream', hint: 'sessions.linkHint', maxLength: 500 },
  ];
}

/**
 * The programme's sessions of an event (listed per event: ?event=), in time order, each with its double-booking
 * warnings (a hall or a speaker in two overlapping sessions) in the last column.
 */
export const sessionResource = weekResource<Session>('session', 'sessions', {
  nameField: 'title_mn',
  api: { list: '/get/sessions' },
  schema: { insert: sessionSchema, update: sessionUpdateSchema },
  columns: [
    { field: 'day', label: 'sessions.day', width: 170 },
    ...timeColumns<Session>('sessions'),
    { field: 'hall', label: 'sessions.hall', width: 150 },
    { field: 'title_mn', label: 'sessions.title_mn' },
    { field: 'type', label: 'sessions.type', cell: 'badge', options: sessionTypes, width: 130 },
    { field: 'speaker_names', label: 'sessions.speakers' },
    { field: 'conflicts', label: 'sessions.conflicts' },
  ],
  fields: sessionFields({ days: [], halls: [], speakers: [] }),
  defaults: { event_id: DEFAULT_EVENT_ID, type: 'talk' },
});
