import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { IMAGE_UPLOAD, VIDEO_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { MB } from '@/lib/storage';
import { events } from './schema';
import { changed } from './write-helpers';
import { BANNER_VIDEO_MAX_BYTES, type eventHomeSchema } from './event-home-schema';

/**
 * Saves an edition's home texts and banner (lib/conference/event-home-schema.ts). Uploads are checked by their
 * bytes (MP4 video, JPEG/PNG poster) as the other week media; a replaced upload is removed once the row is saved.
 */

/**
 * The banner plays on every visit to the home page, so it is kept small; the form is read in memory (the Mining 101
 * videos of 300 MB are streamed instead, lib/files/streamed-form.ts).
 */
const BANNER_VIDEO_UPLOAD = { ...VIDEO_UPLOAD, maxBytes: BANNER_VIDEO_MAX_BYTES, tooLargeMessage: 'Видео хэтэрхий том байна. 50MB-с бага файлыг сонгоно уу.' };
/** The video, the poster (10 MB) and the texts. */
export const EVENT_HOME_MAX_BYTES = BANNER_VIDEO_MAX_BYTES + 12 * MB;

export async function updateEventHome(db: DbOrTx, input: z.infer<typeof eventHomeSchema>) {
  const { id, video, poster, invitation_mn, invitation_en } = input;
  const [current] = await db.select({ banner_video: events.banner_video, banner_poster: events.banner_poster }).from(events).where(eq(events.id, id));
  if (!current) throw notFound('Арга хэмжээ олдсонгүй.');
  const saved = await withUploads(async (store) => {
    const banner_video = video ? await store(video, BANNER_VIDEO_UPLOAD) : current.banner_video;
    const banner_poster = poster ? await store(poster, IMAGE_UPLOAD) : current.banner_poster;
    const [row] = await db.update(events).set({ invitation_mn, invitation_en, banner_video, banner_poster }).where(eq(events.id, id)).returning();
    return row;
  });
  // Seeded files under /images are not uploads: removeReplaced removes only stored ones.
  await Promise.all([removeReplaced(current.banner_video, saved.banner_video), removeReplaced(current.banner_poster, saved.banner_poster)]);
  return changed(saved, 'Арга хэмжээ');
}
