import { weekResource } from '@/components/admin/week/week-resource';
import { dayLabel, type PageRow } from '@/components/admin/week/sources';
import type { listAgendaPage } from '@/lib/conference/queries-admin';
import { AGENDA_LANGUAGE_ID, PAGE_SIZES } from '@/lib/conference/constants';
import { agendaInsertSchema, agendaUpdateSchema } from '@/lib/conference/validators';

const languages = ['mn', 'en'] as const;
/** The agenda languages by their ids (spec §9: 1 = mn, 2 = en). */
export const agendaLanguages = languages.map((code) => ({ value: String(AGENDA_LANGUAGE_ID[code]), label: `agenda.languages.${code}` as const }));

/** The daily agenda sheets of an event per language (listed per event and language: ?event=&language=). */
export const agendaResource = weekResource<PageRow<typeof listAgendaPage, 'agenda'>>('agenda', 'agenda', {
  nameField: 'event_date',
  api: { body: 'multipart' },
  schema: { insert: agendaInsertSchema, update: agendaUpdateSchema },
  columns: [
    { field: 'agenda_image', label: 'agenda.image', cell: 'image', width: 130 },
    { field: 'day', label: 'agenda.date', value: dayLabel, sortable: true },
    {
      field: 'language',
      label: 'agenda.language',
      cell: 'badge',
      options: languages.map((code) => ({ value: code, label: `agenda.languages.${code}` })),
      width: 130,
    },
    { field: 'event', label: 'common.event' },
  ],
  // Spec §5: image, event_date_id, language_id.
  fields: [
    { kind: 'image', name: 'image', label: 'agenda.image', hint: 'agenda.imageHint', current: 'agenda_image', required: true },
    // The choices are the chosen event's days: the screen gives them.
    { kind: 'select', name: 'event_date_id', label: 'agenda.date', options: [], placeholder: 'agenda.chooseDate', required: true },
    { kind: 'select', name: 'language_id', label: 'agenda.language', options: agendaLanguages, placeholder: 'agenda.chooseLanguage', required: true },
  ],
  pageSizes: PAGE_SIZES.agenda,
});
