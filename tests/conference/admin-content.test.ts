import { beforeAll, describe, expect, it } from 'vitest';
import { weekAdminTable } from '@/lib/api/week';
import { adminCookie, call } from '../support/api';
import { seedEventBasics } from './fixtures';
import { getDb } from '@/lib/db/client';
import { agendas } from '@/lib/conference/schema';

const W = '/api/admin/week';
let admin: string;
let moderator: string;
let reader: string;

beforeAll(async () => {
  await seedEventBasics();
  [admin, moderator, reader] = await Promise.all([adminCookie(2), adminCookie(1), adminCookie(3)]);
});

describe('conference back office: who may call', () => {
  it('answers every route 401 without a session, and every write 403 for a read-only account', async () => {
    expect(weekAdminTable.routes.length).toBeGreaterThan(30);
    for (const r of weekAdminTable.routes) {
      const path = `${W}${r.path}`;
      expect((await call(r.method, path)).status, `${r.method} ${path}`).toBe(401);
      if (r.method !== 'GET') expect((await call(r.method, path, { cookie: reader })).status, `${r.method} ${path}`).toBe(403);
    }
  });

  const reads = ['/get/categories', '/get/social-link', '/get/footer', '/get/event', '/get/language', '/get/event-dates?language=all'];

  it('answers 401 without a session, for reads and writes', async () => {
    for (const path of reads) expect((await call('GET', `${W}${path}`)).status, path).toBe(401);
    expect((await call('POST', `${W}/insert/footer`, { body: { type: 'phone', information: '1' } })).status).toBe(401);
    expect((await call('DELETE', `${W}/delete/category?cid=1`)).status).toBe(401);
  });

  it('lets a read-only account read but answers 403 to its writes', async () => {
    for (const path of reads) expect((await call('GET', `${W}${path}`, { cookie: reader })).status, path).toBe(200);
    expect((await call('POST', `${W}/insert/footer`, { cookie: reader, body: { type: 'phone', information: '1' } })).status).toBe(403);
    expect((await call('POST', `${W}/insert/social-link`, { cookie: reader, body: { icon: 'x', link: 'https://x.com/a' } })).status).toBe(403);
  });

  it('refuses a cross-origin write even with a session', async () => {
    const res = await call('POST', `${W}/insert/footer`, {
      cookie: admin,
      body: { type: 'phone', information: '1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('menu categories', () => {
  it('starts empty, then adds, edits and deletes a menu', async () => {
    expect((await call('GET', `${W}/get/categories`, { cookie: admin })).json).toEqual({ categories: [] });
    const added = await call('POST', `${W}/insert/category`, {
      cookie: moderator,
      body: { category: 'Хөтөлбөр', category_en: 'Agenda', link: '/mw/agenda', category_status: true },
    });
    expect(added.status).toBe(200);
    expect(added.json.category).toMatchObject({ cid: 1, category: 'Хөтөлбөр', page_type: 'static', category_status: true });

    const next = await call('POST', `${W}/insert/category`, { cookie: admin, body: { category: 'Мэдээ', category_en: 'News', page_type: 'news' } });
    expect(next.json.category.cid).toBe(2);

    const edited = await call('POST', `${W}/update/category`, {
      cookie: admin,
      body: { cid: 1, category: 'Хөтөлбөр 2025', category_en: 'Agenda 2025', category_status: false, pid: null, page_type: 'static' },
    });
    expect(edited.json.category).toMatchObject({ cid: 1, category: 'Хөтөлбөр 2025', category_status: false });

    expect((await call('DELETE', `${W}/delete/category?cid=1`, { cookie: admin })).status).toBe(200);
    const list = await call('GET', `${W}/get/categories`, { cookie: admin });
    expect(list.json.categories.map((c: { cid: number }) => c.cid)).toEqual([2]);
  });

  it('asks for both names with the spec wording', async () => {
    const noName = await call('POST', `${W}/insert/category`, { cookie: admin, body: { category: '', category_en: 'X' } });
    expect(noName.status).toBe(400);
    expect(noName.json.error).toBe('Цэсний нэрийг оруулна уу');
    const noEnglish = await call('POST', `${W}/insert/category`, { cookie: admin, body: { category: 'Х' } });
    expect(noEnglish.json.error).toBe('Цэсний англи нэрийг оруулна уу');
  });

  it('refuses a javascript: link, a taken cid, and unknown ids', async () => {
    expect((await call('POST', `${W}/insert/category`, { cookie: admin, body: { category: 'a', category_en: 'a', link: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/category`, { cookie: admin, body: { cid: 2, category: 'a', category_en: 'a' } })).status).toBe(409);
    expect((await call('POST', `${W}/update/category`, { cookie: admin, body: { cid: 999, category: 'a', category_en: 'a' } })).status).toBe(404);
    expect((await call('DELETE', `${W}/delete/category?cid=abc`, { cookie: admin })).status).toBe(400);
    expect((await call('DELETE', `${W}/delete/category?cid=999`, { cookie: admin })).status).toBe(404);
  });

  it('refuses a menu as its own parent (the form lists every menu as a parent choice)', async () => {
    const own = await call('POST', `${W}/update/category`, { cookie: admin, body: { cid: 2, pid: 2, category: 'Мэдээ', category_en: 'News' } });
    expect(own.status).toBe(400);
    expect(own.json.error).toBe('Цэс өөрийнхөө эцэг цэс байж болохгүй.');
  });
});

describe('social links', () => {
  it('adds, edits and deletes; the delete answers the updated list', async () => {
    const a = await call('POST', `${W}/insert/social-link`, { cookie: admin, body: { icon: 'facebook', link: 'https://facebook.com/mw' } });
    const b = await call('POST', `${W}/insert/social-link`, { cookie: admin, body: { icon: 'youtube', link: 'https://youtube.com/mw' } });
    expect(a.status).toBe(200);
    const edited = await call('POST', `${W}/update/social-link`, { cookie: admin, body: { id: b.json.link.id, icon: 'linkedin', link: 'https://linkedin.com/mw' } });
    expect(edited.json.link).toEqual({ id: b.json.link.id, icon: 'linkedin', link: 'https://linkedin.com/mw' });
    const deleted = await call('DELETE', `${W}/delete/social-link?id=${a.json.link.id}`, { cookie: admin });
    expect(deleted.json.link).toEqual([{ id: b.json.link.id, icon: 'linkedin', link: 'https://linkedin.com/mw' }]);
  });

  it('needs an icon of the list and a link', async () => {
    const noIcon = await call('POST', `${W}/insert/social-link`, { cookie: admin, body: { icon: 'myspace', link: 'https://a.b' } });
    expect(noIcon.json.error).toBe('Icon-ийг сонгоно уу');
    const noLink = await call('POST', `${W}/insert/social-link`, { cookie: admin, body: { icon: 'x', link: '' } });
    expect(noLink.json.error).toBe('Линкийг оруулна уу');
    expect((await call('DELETE', `${W}/delete/social-link?id=99999`, { cookie: admin })).status).toBe(404);
  });
});

describe('footer contacts', () => {
  it('adds, edits and deletes items of type phone, email or link', async () => {
    const phone = await call('POST', `${W}/insert/footer`, { cookie: admin, body: { type: 'phone', information: '+976 7011 0000' } });
    expect(phone.json.footer).toMatchObject({ type: 'phone', information: '+976 7011 0000' });
    const edited = await call('POST', `${W}/update/footer`, { cookie: admin, body: { id: phone.json.footer.id, type: 'email', information: 'info@miningweek.mn' } });
    expect(edited.json.footer.type).toBe('email');
    expect((await call('GET', `${W}/get/footer`, { cookie: admin })).json.footer).toHaveLength(1);
    expect((await call('DELETE', `${W}/delete/footer?id=${phone.json.footer.id}`, { cookie: admin })).status).toBe(200);
    expect((await call('GET', `${W}/get/footer`, { cookie: admin })).json.footer).toEqual([]);
  });

  it('asks for the type and the information with the spec wording', async () => {
    expect((await call('POST', `${W}/insert/footer`, { cookie: admin, body: { type: 'fax', information: '1' } })).json.error).toBe('Төрлийг оруулна уу');
    expect((await call('POST', `${W}/insert/footer`, { cookie: admin, body: { type: 'phone', information: ' ' } })).json.error).toBe('Мэдээллийг оруулна уу');
    expect((await call('POST', `${W}/update/footer`, { cookie: admin, body: { id: 12345, type: 'phone', information: '1' } })).status).toBe(404);
  });
});

describe('events, languages and event dates', () => {
  it('lists the events, the agenda languages and the days of an event', async () => {
    expect((await call('GET', `${W}/get/event`, { cookie: reader })).json.event.map((e: { id: number }) => e.id)).toEqual([1, 2, 3]);
    expect((await call('GET', `${W}/get/language`, { cookie: reader })).json.result).toEqual([
      { id: 1, language: 'mn' },
      { id: 2, language: 'en' },
    ]);
    const dates = await call('GET', `${W}/get/event-dates?language=all`, { cookie: reader });
    expect(dates.json.dates.map((d: { day: number; event_date: string; event: string }) => [d.day, d.event_date, d.event])).toEqual([
      [1, '2025-09-11', 'Mining Week 2025'],
      [2, '2025-09-12', 'Mining Week 2025'],
      [3, '2025-09-13', 'Mining Week 2025'],
    ]);
    expect((await call('GET', `${W}/get/event-dates?event=2`, { cookie: reader })).json.dates).toEqual([]);
    expect((await call('GET', `${W}/get/event-dates?event=-1`, { cookie: reader })).status).toBe(400);
  });

  it('filters the days by agenda language and refuses unknown languages with 400 (issue 18.8)', async () => {
    const db = await getDb();
    const days = (await call('GET', `${W}/get/event-dates?language=all`, { cookie: reader })).json.dates as { id: number; day: number }[];
    await db.insert(agendas).values([
      { event_date_id: days[0].id, language_id: 1, agenda_image: '/images/a-mn.png' },
      { event_date_id: days[1].id, language_id: 2, agenda_image: '/images/a-en.png' },
    ]);
    const dayNumbers = async (language: string) => ((await call('GET', `${W}/get/event-dates?language=${language}`, { cookie: reader })).json.dates as { day: number }[]).map((d) => d.day);
    expect(await dayNumbers('1')).toEqual([days[0].day]);
    expect(await dayNumbers('2')).toEqual([days[1].day]);
    expect(await dayNumbers('all')).toEqual(days.map((d) => d.day));
    for (const unknown of ['xx', '0', '99']) {
      const res = await call('GET', `${W}/get/event-dates?language=${unknown}`, { cookie: reader });
      expect(res.status, unknown).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
  });
});
