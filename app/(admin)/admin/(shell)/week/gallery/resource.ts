import { defineWeekResource } from '@/components/admin/week/define-week';

type Photo = { id: number; image: string };

/** The photos of one event day (listed per day: ?event_date_id=); added many at once by the upload form. */
export const galleryResource = defineWeekResource<Photo>({
  key: 'week-gallery',
  title: 'gallery.photos',
  nameField: 'id',
  api: { list: '/get/gallery', rows: 'images', remove: '/delete/gallery', body: 'multipart' },
  schema: {},
  columns: [
    { field: 'image', label: 'gallery.image', cell: 'image', width: 140 },
    { field: 'id', label: 'gallery.id', cell: 'number', width: 110 },
  ],
  fields: [],
  paging: { sizes: [24, 48, 96], initial: 24 },
  confirmDelete: 'gallery.confirmDelete',
});
