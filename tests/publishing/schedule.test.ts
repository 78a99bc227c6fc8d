import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { form, png, useTemporaryDataDir } from '../admin/support';
import { editorAndMenu, newsFields } from './support';
import { getDb } from '@/lib/db/client';
import { news } from '@/lib/news/schema';
import { findNews, listRecentNews } from '@/lib/news/queries';
import { SCHEDULE_MESSAGES } from '@/lib/publishing/states';
import { refreshScheduled } from '@/lib/publishing/schedule-jobs';
import { ubMinute } from '@/lib/site/ulaanbaatar-time';

useTemporaryDataDir();
let cookie: string;
let cid: number;
beforeAll(async () => ({ cookie, cid } = await editorAndMenu()));

const inMinutes = (minutes: number) => ubMinute(new Date(Date.now() + minutes * 60_000));
const add = (extra: Record<string, string>) => call('POST', '/api/admin/insert/news', { cookie, form: form({ image: png(), ...newsFields(cid, extra) }) });
async function stateOf(id: number) {
  const { json } = await call('GET', `/api/admin/get/news?category=${cid}&limit=15`, { cookie });
  return json.news.find((row: { id: number }) => row.id === id)?.state;
}
const isPublic = async (id: number) => (await findNews(await getDb(), { id, lang: 'mn' })) !== null;
/** Moves an item's times back, as the clock passing them would. */
const shift = (id: number, minutes: number) =>
  getDb().then((db) =>
    db.execute(sql`update ${news} set publish_at = publish_at - ${`${minutes} minutes`}::interval, unpublish_at = unpublish_at - ${`${minutes} minutes`}::interval where id = ${id}`),
  );

describe('scheduled publishing (issue 24.2)', () => {
  it('keeps an item scheduled until its time, then it is public by itself; later unpublished by itself', async () => {
    const res = await add({ title: 'Уул уурхайн долоо хоногийн хэвлэлийн мэдээ', publish_at: inMinutes(60), unpublish_at: inMinutes(180) });
    expect(res.status).toBe(200);
    const id = res.json.news.id as number;
    expect(await stateOf(id)).toBe('scheduled');
    expect(await isPublic(id)).toBe(false);
    expect((await listRecentNews(await getDb(), { lang: 'mn' })).some((n) => n.id === id)).toBe(false);

    // One job per moment, queued for that moment.
    const db = await getDb();
    const jobs = (await db.execute(sql`select start_after from pgboss.job where name = 'news-schedule' and data->>'id' = ${String(id)}`)) as unknown as { rows: unknown[] };
    expect(jobs.rows).toHaveLength(2);

    await shift(id, 61);
    expect(await stateOf(id)).toBe('published');
    expect(await isPublic(id)).toBe(true);
    expect((await listRecentNews(db, { lang: 'mn' })).some((n) => n.id === id)).toBe(true);
    expect(await refreshScheduled(db, { id })).toBe(true);

    await shift(id, 120);
    expect(await stateOf(id)).toBe('unpublished');
    expect(await isPublic(id)).toBe(false);
  });

  it('shows a draft as a draft whatever its times, and an item without times as published', async () => {
    const draft = (await add({ news_status: 'false', publish_at: inMinutes(-5) })).json.news.id;
    expect(await stateOf(draft)).toBe('draft');
    expect(await isPublic(draft)).toBe(false);
    const now = (await add({})).json.news.id;
    expect(await stateOf(now)).toBe('published');
  });

  it('gives the edit form the times in Ulaanbaatar wall time', async () => {
    const at = inMinutes(24 * 60);
    const id = (await add({ publish_at: at })).json.news.id;
    const { json } = await call('GET', `/api/admin/get/news-detail?id=${id}`, { cookie });
    expect(json.news.publish_at).toBe(at);
  });

  it('refuses an unpublish time before the publish time, and a malformed time', async () => {
    const res = await add({ publish_at: inMinutes(60), unpublish_at: inMinutes(30) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(SCHEDULE_MESSAGES.order);
    expect((await add({ publish_at: 'маргааш' })).json.error).toBe(SCHEDULE_MESSAGES.time);
  });
});
