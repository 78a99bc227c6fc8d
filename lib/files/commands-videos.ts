import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { badRequest, notFound } from '@/lib/api/errors';
import { limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import type { ListSql } from '@/lib/api/list-query';
import { listPage } from '@/lib/api/list-page';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { miningVideos } from './schema';
import { VIDEO_UPLOAD } from './stored-uploads';
import { receiveStreamedForm } from './streamed-form';
import { VIDEO_MESSAGES } from './form-messages';
import { videoFields } from './validators';

/** Back-office reads and writes of the Mining 101 videos shown on /mm/page/22. Reads are uncached. */
const missing = () => notFound('Бичлэг олдсонгүй.');

export const videoListSpec = defineList({ id: miningVideos.id, shape: { page: pageParam, limit: limitParam(10) }, rows: 'video', file: 'videos' }, {
  title: { sql: miningVideos.title, kind: 'text', label: 'Гарчиг' },
  title_en: { sql: miningVideos.title_en, kind: 'text', label: 'Гарчиг (англи)' },
  video: { sql: miningVideos.video, kind: 'text', label: 'Файл' },
  created_at: { sql: miningVideos.created_at, kind: 'date', label: 'Огноо' },
});

export async function listVideos(db: Db, { page, limit }: { page: number; limit: number }, list?: ListSql) {
  const { rows: video, total } = await listPage(db, miningVideos, { page, limit, order: [desc(miningVideos.created_at), desc(miningVideos.id)] }, list);
  return { video, total, totalPages: totalPages(total, limit) };
}

/** Receives the multipart form (title, video) as a stream; see receiveStreamedForm. */
export async function insertVideo(db: Db, req: Request) {
  const { fields, stored } = await receiveStreamedForm(req, 'video', VIDEO_UPLOAD);
  try {
    const { title, title_en } = videoFields.parse(fields);
    if (!stored) throw badRequest(VIDEO_MESSAGES.file);
    const [video] = await db.insert(miningVideos).values({ title, title_en, video: stored.url }).returning();
    invalidate(TAGS.files);
    return video;
  } catch (error) {
    await removeStored(stored?.url);
    throw error;
  }
}

export async function renameVideo(db: Db, input: { id: number; title: string; title_en: string }) {
  const [video] = await db.update(miningVideos).set({ title: input.title, title_en: input.title_en }).where(eq(miningVideos.id, input.id)).returning();
  if (!video) throw missing();
  invalidate(TAGS.files);
  return video;
}

export async function deleteVideo(db: Db, id: number) {
  const [video] = await db.delete(miningVideos).where(eq(miningVideos.id, id)).returning();
  if (!video) throw missing();
  await removeStored(video.video);
  invalidate(TAGS.files);
  return video;
}
