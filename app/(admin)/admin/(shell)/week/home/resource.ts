import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listEvents } from '@/lib/conference/queries-admin';
import { BANNER_VIDEO_MAX_BYTES, eventHomeSchema } from '@/lib/conference/event-home-schema';

/**
 * Each edition's /mw home: the organisers' invitation in both languages (paragraphs separated by a blank line)
 * and the banner's video (MP4) and poster (the picture shown until the video plays, and for reduced motion).
 */
export const eventHomeResource = weekResource<ListRow<typeof listEvents>>('event-home', 'home', {
  writes: ['update'],
  nameField: 'event',
  api: { list: '/get/event', body: 'multipart' },
  schema: { update: eventHomeSchema },
  columns: [
    { field: 'event', label: 'events.event' },
    { field: 'banner_poster', label: 'home.poster', cell: 'image', width: 140 },
    { field: 'banner_video', label: 'home.video', cell: 'link', width: 200 },
    { field: 'invitation_mn', label: 'home.invitation_mn' },
  ],
  fields: [
    { kind: 'bilingual', name: 'invitation_mn', label: 'home.invitation_mn', nameEn: 'invitation_en', labelEn: 'home.invitation_en', multiline: true, maxLength: 4000, hint: 'home.invitationHint' },
    { kind: 'video', name: 'video', label: 'home.video', hint: 'home.videoHint', current: 'banner_video', maxBytes: BANNER_VIDEO_MAX_BYTES },
    { kind: 'image', name: 'poster', label: 'home.poster', hint: 'home.posterHint', current: 'banner_poster' },
  ],
});
