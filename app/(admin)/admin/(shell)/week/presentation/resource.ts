import { defineWeekResource } from '@/components/admin/week/define-week';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { hallSchema, hallUpdateSchema, presentationSchema, presentationUpdateSchema } from '@/lib/conference/validators';

type Hall = { id: number; event_id: number; hall_name: string; hall_name_en: string };
type Presentation = { id: number; present_name: string; present_name_en: string; present_url: string };

/** The halls of an event (listed per event: ?event=). */
export const hallResource = defineWeekResource<Hall>({
  key: 'week-hall',
  title: 'presentation.hallsHeading',
  nameField: 'hall_name',
  api: { list: '/get/hall', rows: 'hall', insert: '/insert/hall', update: '/update/hall', remove: '/delete/hall', body: 'json' },
  schema: { insert: hallSchema, update: hallUpdateSchema },
  columns: [
    { field: 'hall_name', label: 'presentation.hallName', sortable: true, filter: 'text' },
    { field: 'hall_name_en', label: 'presentation.hallNameEn', sortable: true, filter: 'text' },
  ],
  fields: [
    { kind: 'bilingual', name: 'hall_name', label: 'presentation.hallName', nameEn: 'hall_name_en', labelEn: 'presentation.hallNameEn', required: true, maxLength: 200 },
  ],
  defaults: { event_id: DEFAULT_EVENT_ID },
  formTitles: { add: 'presentation.addHall', edit: 'presentation.editHall' },
  paging: null,
  confirmDelete: 'presentation.confirmDeleteHall',
});

/** The presentations of one hall on one day (listed per hall and day: ?hall=&agenda=, as the public call names them). */
export const presentationResource = defineWeekResource<Presentation>({
  key: 'week-presentation',
  title: 'presentation.presentationsHeading',
  nameField: 'present_name',
  api: { list: '/get/presentation', rows: 'presentations', insert: '/insert/presentation', update: '/update/presentation', remove: '/delete/presentation', body: 'json' },
  schema: { insert: presentationSchema, update: presentationUpdateSchema },
  columns: [
    { field: 'present_name', label: 'presentation.presentName', sortable: true, filter: 'text' },
    { field: 'present_name_en', label: 'presentation.presentNameEn', sortable: true, filter: 'text' },
    { field: 'present_url', label: 'presentation.presentUrl', cell: 'link' },
  ],
  fields: [
    { kind: 'bilingual', name: 'present_name', label: 'presentation.presentName', nameEn: 'present_name_en', labelEn: 'presentation.presentNameEn', required: true, maxLength: 300 },
    { kind: 'text', name: 'present_url', label: 'presentation.presentUrl', hint: 'presentation.presentUrlHint', maxLength: 500 },
  ],
  formTitles: { add: 'presentation.addPresentation', edit: 'presentation.editPresentation' },
  paging: null,
  confirmDelete: 'presentation.confirmDeletePresentation',
});
