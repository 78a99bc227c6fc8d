import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listSessionSlides } from '@/lib/conference/programme-slides';
import type { listHalls } from '@/lib/conference/queries';
import { hallSchema, hallUpdateSchema, sessionSlidesSchema } from '@/lib/conference/validators';

/** The halls of an event (listed per event: ?event=). */
export const hallResource = weekResource<ListRow<typeof listHalls>>('hall', 'presentation', {
  title: 'presentation.hallsHeading',
  nameField: 'hall_name',
  schema: { insert: hallSchema, update: hallUpdateSchema },
  columns: [
    { field: 'hall_name', label: 'presentation.hallName', sortable: true, filter: 'text' },
    { field: 'hall_name_en', label: 'presentation.hallNameEn', sortable: true, filter: 'text' },
  ],
  fields: [
    { kind: 'bilingual', name: 'hall_name', label: 'presentation.hallName', nameEn: 'hall_name_en', labelEn: 'presentation.hallNameEn', required: true, maxLength: 200 },
  ],
  formTitles: { add: 'presentation.addHall', edit: 'presentation.editHall' },
  confirmDelete: 'presentation.confirmDeleteHall',
});

/**
 * The sessions of one hall on one day with their slides (listed per hall and day: ?hall=&agenda=, as the public call
 * names them). A presentation is a session's slides, so sessions are added and removed in /admin/week/sessions and
 * this screen only attaches or clears the slides link; the public presentation list shows the sessions that have one.
 */
export const presentationResource = weekResource<ListRow<typeof listSessionSlides>>('presentation', 'presentation', {
  writes: ['update'],
  title: 'presentation.presentationsHeading',
  nameField: 'present_name',
  api: { rows: 'presentations' },
  schema: { update: sessionSlidesSchema },
  columns: [
    { field: 'starts_at', label: 'presentation.startsAt', width: 90 },
    { field: 'ends_at', label: 'presentation.endsAt', width: 90 },
    { field: 'present_name', label: 'presentation.presentName', sortable: true, filter: 'text' },
    { field: 'present_url', label: 'presentation.presentUrl', cell: 'link' },
  ],
  fields: [{ kind: 'text', name: 'present_url', label: 'presentation.presentUrl', hint: 'presentation.presentUrlHint', maxLength: 500 }],
  formTitles: { add: 'presentation.editPresentation', edit: 'presentation.editPresentation' },
});
