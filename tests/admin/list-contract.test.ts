import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { addMenu, roleCookies } from './support';
import { getDb } from '@/lib/db/client';
import { adminTables } from '@/lib/api/tables';
import { news } from '@/lib/news/schema';
import { meetingRooms, meetingTimes, meetingUsers, meetings } from '@/lib/meetings/schema';

/* Issue 20.2: every back-office list takes sort, order and per-column filters, checked by zod. */

let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
});

/** Parameters some lists require, so the request reaches the filter check. */
const REQUIRED = 'event_date_id=1&hall=1&agenda=1&name=a';

describe('every paged admin list follows the contract (derived from the route tables)', () => {
  // A paged list is a GET route whose query has `page`, whether a plain object or the list contract's pipe.
  type Schema = { shape?: object; def?: { in?: { shape?: object } } };
  const shapeOf = (q: unknown) => (q as Schema).shape ?? (q as Schema).def?.in?.shape ?? {};
  const lists = adminTables.flatMap((t) =>
    t.routes.filter((r) => r.method === 'GET' && r.query && 'page' in shapeOf(r.query)).map((r) => `${t.prefix}${r.path}`),
  );

  it('finds the paged lists', () => {
    expect(lists.length).toBeGreaterThanOrEqual(20);
  });

  it.each(lists)('%s refuses an unknown filter and sort field with 400', async (path) => {
    for (const qs of ['filter.no_such_field=1', 'sort=no_such_field']) {
      const res = await call('GET', `${path}?${REQUIRED}&${qs}`, { cookie: c.admin });
      expect(res.status, qs).toBe(400);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(qs.split('=')[0]);
    }
  });
});

describe('news: sort and filter', () => {
  it('sorts by title in Mongolian order either way, ties broken by id, and filters by category name and status', async () => {
    const cid = (await addMenu({ category: 'Хэвлэл', page_type: 'news' })).cid;
    const other = (await addMenu({ category: 'Мэдээ', page_type: 'news' })).cid;
    await (await getDb()).insert(news).values([
      { image: '/images/a.jpg', title: 'Өргөтгөл', category_cid: cid },
      { image: '/images/b.jpg', title: 'Алт', category_cid: cid, news_status: false },
      { image: '/images/c.jpg', title: 'Пүүс', category_cid: other },
      { image: '/images/d.jpg', title: 'Алт', category_cid: other },
    ]);
    const titles = async (qs: string) => (await call('GET', `/api/admin/get/news?limit=10&${qs}`, { cookie: c.user })).json.news.map((n: { title: string; id: number }) => `${n.title}`);
    expect(await titles('sort=title')).toEqual(['Алт', 'Алт', 'Өргөтгөл', 'Пүүс']);
    expect(await titles('sort=title&order=desc')).toEqual(['Пүүс', 'Өргөтгөл', 'Алт', 'Алт']);
    const ids = (await call('GET', '/api/admin/get/news?sort=title', { cookie: c.user })).json.news.slice(0, 2).map((n: { id: number }) => n.id);
    expect(ids[0]).toBeLessThan(ids[1]);
    expect(await titles('filter.category=хэвлэл&sort=title')).toEqual(['Алт', 'Өргөтгөл']);
    expect(await titles('filter.news_status=false')).toEqual(['Алт']);
    const paged = await call('GET', `/api/admin/get/news?limit=1&filter.category=${encodeURIComponent('Мэдээ')}`, { cookie: c.user });
    expect([paged.json.total, paged.json.totalPages]).toEqual([2, 2]);
  });
});

describe('meetings: a day column filtered by from/to', () => {
  it('keeps the meetings whose slot falls within the days', async () => {
    const db = await getDb();
    const users = await db.insert(meetingUsers).values([{ name: 'А', name_en: 'A', email: 'la@a.mn' }, { name: 'Б', name_en: 'B', email: 'lb@a.mn' }]).returning();
    const [roomRow] = await db.insert(meetingRooms).values({ room_number: '7', capacity: '4' }).returning();
    const times = await db.insert(meetingTimes).values(['2030-05-01', '2030-05-02', '2030-05-03'].map((d) => ({ meeting_date: d, meeting_time: '10:00' }))).returning();
    await db.insert(meetings).values(times.map((t, i) => ({ meeting_number: `L${i}`, meeting_time_id: t.id, room_id: roomRow!.id, sender_id: users[0]!.id, receiver_id: users[1]!.id })));
    const res = await call('GET', '/api/admin/yellow-page/get/meetings?filter.meeting_date.from=2030-05-02&filter.meeting_date.to=2030-05-03&sort=meeting_number&order=desc', { cookie: c.user });
    expect(res.json.meetings.map((m: { meeting_number: string }) => m.meeting_number)).toEqual(['L2', 'L1']);
    expect(res.json.total).toBe(2);
    expect((await call('GET', '/api/admin/yellow-page/get/meetings?filter.meeting_status=lost', { cookie: c.user })).status).toBe(400);
  });
});
