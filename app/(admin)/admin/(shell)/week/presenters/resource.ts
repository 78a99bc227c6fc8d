import { weekResource } from '@/components/admin/week/week-resource';
import type { Field } from '@/components/admin/resource/define';
import { weekEvents, type PageRow } from '@/components/admin/week/sources';
import type { listPresentersPage } from '@/lib/conference/queries-admin';
import { PAGE_SIZES } from '@/lib/conference/constants';
import { presenterInsertSchema, presenterUpdateSchema } from '@/lib/conference/validators';

// Spec §5: image, name_mn, name_en, position_mn, position_en, event_id, all required.
const fields: Field[] = [
  { kind: 'image', name: 'image', label: 'presenters.image', hint: 'presenters.imageHint', current: 'profile_img', required: true },
  { kind: 'bilingual', name: 'name_mn', label: 'presenters.name_mn', nameEn: 'name_en', labelEn: 'presenters.name_en', required: true, maxLength: 200 },
  { kind: 'bilingual', name: 'position_mn', label: 'presenters.position_mn', nameEn: 'position_en', labelEn: 'presenters.position_en', required: true, maxLength: 200 },
  { kind: 'select', name: 'event_id', label: 'common.event', options: [], optionsFrom: weekEvents, required: true },
];

/** Key speakers of an event in queue order (listed per event: ?event=); the queue place exists once a presenter does. */
export const presenterResource = weekResource<PageRow<typeof listPresentersPage, 'presenter'>>('presenter', 'presenters', {
  nameField: 'name_mn',
  api: { body: 'multipart' },
  schema: { insert: presenterInsertSchema, update: presenterUpdateSchema },
  columns: [
    { field: 'presenter_queue', label: 'presenters.queue', cell: 'number', sortable: true, width: 120 },
    { field: 'profile_img', label: 'presenters.image', cell: 'image', width: 120 },
    { field: 'name_mn', label: 'presenters.name_mn', sortable: true, filter: 'text' },
    { field: 'name_en', label: 'presenters.name_en', sortable: true, filter: 'text' },
    { field: 'position_mn', label: 'presenters.position_mn', sortable: true },
    { field: 'position_en', label: 'presenters.position_en', sortable: true },
  ],
  fields,
  editFields: [...fields, { kind: 'text', name: 'presenter_queue', label: 'presenters.queue', required: true }],
  pageSizes: PAGE_SIZES.presenters,
});
