import type { PageRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listGalleryOfDate } from '@/lib/conference/queries-admin';
import { UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { galleryInsertSchema } from '@/lib/conference/validators';

/**
 * The photos of one event day (listed per day: ?event_date_id=), added many at once; the day comes from the
 * screen's select (the form's `defaults`). Spec §8: success 'Амжилттай нэмэгдлээ.', failure logged and 'Алдаа гарлаа: {error}'.
 */
export const galleryResource = weekResource<PageRow<typeof listGalleryOfDate, 'images'>>('gallery', 'gallery', {
  writes: ['insert', 'remove'],
  title: 'gallery.photos',
  formTitles: { add: 'gallery.upload', edit: 'gallery.upload' },
  submitLabel: 'gallery.upload',
  nameField: 'id',
  api: { rows: 'images', body: 'multipart' },
  schema: { insert: galleryInsertSchema },
  columns: [
    { field: 'image', label: 'gallery.image', cell: 'image', width: 140 },
    { field: 'id', label: 'gallery.id', cell: 'number', width: 110 },
  ],
  fields: [{ kind: 'photos', name: 'images', label: 'gallery.images', hint: 'gallery.imagesHint', required: true, chosen: 'gallery.chosen' }],
  pageSizes: [24, 48, 96],
  notices: { successMs: UPLOAD_MESSAGE_MS, saveError: 'gallery.failed', logErrors: true },
});
