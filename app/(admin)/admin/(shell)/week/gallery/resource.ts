import { defineWeekResource } from '@/components/admin/week/define-week';
import { UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { galleryInsertSchema } from '@/lib/conference/validators';

type Photo = { id: number; image: string };

/**
 * The photos of one event day (listed per day: ?event_date_id=), added many at once; the day comes from the
 * screen's select (the form's `defaults`). Spec §8: success 'Амжилттай нэмэгдлээ.', failure logged and 'Алдаа гарлаа: {error}'.
 */
export const galleryResource = defineWeekResource<Photo>({
  key: 'week-gallery',
  title: 'gallery.photos',
  formTitles: { add: 'gallery.upload', edit: 'gallery.upload' },
  submitLabel: 'gallery.upload',
  nameField: 'id',
  api: { list: '/get/gallery', rows: 'images', insert: '/insert/gallery', remove: '/delete/gallery', body: 'multipart' },
  schema: { insert: galleryInsertSchema },
  columns: [
    { field: 'image', label: 'gallery.image', cell: 'image', width: 140 },
    { field: 'id', label: 'gallery.id', cell: 'number', width: 110 },
  ],
  fields: [{ kind: 'photos', name: 'images', label: 'gallery.images', hint: 'gallery.imagesHint', required: true, chosen: 'gallery.chosen' }],
  paging: { sizes: [24, 48, 96], initial: 24 },
  confirmDelete: 'gallery.confirmDelete',
  notices: { successMs: UPLOAD_MESSAGE_MS, saveError: 'gallery.failed', logErrors: true },
});
