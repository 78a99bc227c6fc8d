import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { agendas, footerContacts, galleryImages, presenters, weekCategories, weekNews } from '@/lib/conference/schema';
import { sessions } from '@/lib/conference/programme-schema';
import { socialLinks } from '@/lib/site/schema';
import { call } from '../support/api';
import { seedEventBasics, useTemporaryDataDir } from './fixtures';

const person = {
  company: 'Эрдэнэс Монгол',
  first_name: 'Болд',
  last_name: 'Батаа',
  country: 'Монгол',
  email: 'bold@example.mn',
  phone_number: '99112233',
};

let days: Awaited<ReturnType<typeof seedEventBasics>>['days'];
let hallIds: number[];

beforeAll(async () => {
  useTemporaryDataDir();
  const basics = await seedEventBasics();
  days = basics.days;
  hallIds = basics.halls.map((h) => h.id);
});

describe('conference public API before any content exists', () => {
  it('answers empty lists, never an error', async () => {
    expect((await call('GET', '/api/mw/get/category')).json).toEqual({ category: [] });
    expect((await call('GET', '/api/mw/get/footer')).json).toEqual({ footer: [] });
    expect((await call('GET', '/api/mw/get/social-link')).json).toEqual({ link: [] });
    expect((await call('GET', '/api/mw/get/news-category')).json).toEqual({ categories: [] });
    expect((await call('GET', '/api/mw/get/presenter?id=3')).json).toEqual({ presenter: [] });
    expect((await call('GET', `/api/mw/get/presentation?hall=${hallIds[0]}&agenda=${days[0].id}`)).json).toEqual({ presentations: [] });
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=1&limit=12&offset=0')).json).toEqual({ images: [] });
  });

  it('lists every day of the agenda even before its images are uploaded', async () => {
    const res = await call('GET', '/api/mw/get/agenda?event=3&language=1');
    expect(res.status).toBe(200);
    expect(res.json.agenda.map((d: { day: number; agenda_items: unknown[] }) => [d.day, d.agenda_items.length])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });
});

describe('conference public API with content', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.insert(weekCategories).values([
      { cid: 1, category: 'Нүүр', category_en: 'Home', link: '/mw' },
      { cid: 2, category: 'Бүртгэл', category_en: 'Register', link: '/mw/register' },
      { cid: 3, category: 'Нуугдсан', category_en: 'Hidden', category_status: false },
      { cid: 8, category: 'Мэдээ', category_en: 'News', page_type: 'news' },
    ]);
    await db.insert(weekNews).values([
      { category_cid: 8, title: 'Нээлт', title_en: 'Opening', image: '/images/a.jpg' },
      { category_cid: 8, title: 'Хаалт', title_en: 'Closing', image: '/images/b.jpg' },
    ]);
    await db.insert(footerContacts).values([
      { type: 'phone', information: '+976 7011 0000' },
      { type: 'email', information: 'info@miningweek.mn' },
    ]);
    await db.insert(socialLinks).values([
      { site: 'mw', icon: 'facebook', link: 'https://facebook.com/miningweek' },
      { site: 'mm', icon: 'youtube', link: 'https://youtube.com/association' },
    ]);
    await db.insert(presenters).values([
      { event_id: 3, name_mn: 'Второй', name_en: 'Second', position_mn: 'Захирал', position_en: 'Director', profile_img: '/images/2.jpg', presenter_queue: 2 },
      { event_id: 3, name_mn: 'Эхний', name_en: 'First', position_mn: 'Сайд', position_en: 'Minister', profile_img: '/images/1.jpg', presenter_queue: 1 },
      { event_id: 2, name_mn: 'Өмнөх', name_en: 'Earlier', position_mn: 'Зөвлөх', position_en: 'Adviser', profile_img: '/images/0.jpg', presenter_queue: 1 },
    ]);
    await db.insert(agendas).values([
      { event_date_id: days[0].id, language_id: 1, agenda_image: '/images/day1-mn.png' },
      { event_date_id: days[0].id, language_id: 2, agenda_image: '/images/day1-en.png' },
    ]);
    // Presentations are the sessions with slides: the session without slides is not one.
    const slot = { event_id: 3, event_date_id: days[0].id, ends_at: '11:00' };
    await db.insert(sessions).values([
      { ...slot, hall_id: hallIds[0], starts_at: '10:00', title_mn: 'Уул уурхайн ирээдүй', slides_url: 'https://example.mn/a.pdf' },
      { ...slot, hall_id: hallIds[0], starts_at: '09:00', title_mn: 'Нээлт', slides_url: '' },
      { ...slot, hall_id: hallIds[1], starts_at: '10:00', title_mn: 'ESG', slides_url: '' },
    ]);
    // 30 photos on day 1, 2 on day 2.
    await db.insert(galleryImages).values([
      ...Array.from({ length: 30 }, (_, i) => ({ event_date_id: days[0].id, image: `/images/g1-${i}.jpg` })),
      { event_date_id: days[1].id, image: '/images/g2-0.jpg' },
      { event_date_id: days[1].id, image: '/images/g2-1.jpg' },
    ]);
  });

  it('GET /get/category lists only active menu categories in cid order', async () => {
    const res = await call('GET', '/api/mw/get/category');
    expect(res.json.category.map((c: { cid: number }) => c.cid)).toEqual([1, 2, 8]);
  });

  it('GET /get/news-category lists news categories with their news count', async () => {
    const res = await call('GET', '/api/mw/get/news-category');
    expect(res.json.categories).toEqual([expect.objectContaining({ cid: 8, category: 'Мэдээ', category_en: 'News', news_count: 2 })]);
  });

  it('GET /get/footer and /get/social-link answer the conference rows only', async () => {
    expect((await call('GET', '/api/mw/get/footer')).json.footer.map((f: { type: string }) => f.type)).toEqual(['phone', 'email']);
    expect((await call('GET', '/api/mw/get/social-link')).json.link).toEqual([
      { id: expect.any(Number), icon: 'facebook', link: 'https://facebook.com/miningweek' },
    ]);
  });

  it('GET /get/agenda gives each day the images of the asked language (1 mn, 2 en)', async () => {
    const mn = await call('GET', '/api/mw/get/agenda?event=3&language=1');
    expect(mn.json.agenda[0]).toEqual({
      event_date_id: days[0].id,
      day: 1,
      event_date: '2025-09-11',
      agenda_items: [{ id: expect.any(Number), agenda_image: '/images/day1-mn.png' }],
    });
    const en = await call('GET', '/api/mw/get/agenda?event=3&language=2');
    expect(en.json.agenda[0].agenda_items[0].agenda_image).toBe('/images/day1-en.png');
  });

  it('GET /get/agenda refuses a language other than 1 or 2', async () => {
    expect((await call('GET', '/api/mw/get/agenda?event=3&language=3')).status).toBe(400);
    expect((await call('GET', '/api/mw/get/agenda?event=abc')).status).toBe(400);
  });

  it('GET /get/presenter?id=3 lists the event presenters in queue order', async () => {
    const res = await call('GET', '/api/mw/get/presenter?id=3');
    expect(res.json.presenter.map((p: { name_en: string }) => p.name_en)).toEqual(['First', 'Second']);
    expect((await call('GET', '/api/mw/get/presenter?id=0')).status).toBe(400);
  });

  it('GET /get/hall and /get/presentation give the halls and the presentations of one hall and day', async () => {
    const hallsRes = await call('GET', '/api/mw/get/hall?event=3');
    expect(hallsRes.json.hall.map((h: { hall_name_en: string }) => h.hall_name_en)).toEqual(['Main hall', 'Small hall']);
    const res = await call('GET', `/api/mw/get/presentation?hall=${hallIds[0]}&agenda=${days[0].id}`);
    expect(res.json.presentations).toEqual([{ id: expect.any(Number), present_name: 'Уул уурхайн ирээдүй', present_name_en: '', present_url: 'https://example.mn/a.pdf' }]);
    expect((await call('GET', `/api/mw/get/presentation?hall=${hallIds[0]}&agenda=${days[1].id}`)).json.presentations).toEqual([]);
  });

  it('GET /get/presentation needs both hall and agenda', async () => {
    expect((await call('GET', `/api/mw/get/presentation?hall=${hallIds[0]}`)).status).toBe(400);
    expect((await call('GET', '/api/mw/get/presentation?hall=x&agenda=1')).status).toBe(400);
  });

  it('GET /get/gallery-by-date pages 12 at a time until fewer than 12 come back', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const res = await call('GET', `/api/mw/get/gallery-by-date?id=1&limit=12&offset=${offset}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.images.map((i: { image: string }) => i.image));
      offset += res.json.images.length;
      if (res.json.images.length < 12) break;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('GET /get/gallery-by-date maps day ids: 2 and 6 both mean day 2, an unknown id means day 1', async () => {
    const day2 = await call('GET', '/api/mw/get/gallery-by-date?id=2&limit=12&offset=0');
    const day6 = await call('GET', '/api/mw/get/gallery-by-date?id=6&limit=12&offset=0');
    expect(day2.json.images.map((i: { image: string }) => i.image)).toEqual(['/images/g2-0.jpg', '/images/g2-1.jpg']);
    expect(day6.json.images).toEqual(day2.json.images);
    const unknown = await call('GET', '/api/mw/get/gallery-by-date?id=42&limit=1&offset=0');
    expect(unknown.json.images[0].image).toBe('/images/g1-0.jpg');
  });

  it('GET /get/gallery-by-date caps the limit and refuses bad numbers', async () => {
    const huge = await call('GET', '/api/mw/get/gallery-by-date?id=1&limit=100000&offset=0');
    expect(huge.status).toBe(200);
    expect(huge.json.images.length).toBeLessThanOrEqual(100);
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=1&limit=0')).status).toBe(400);
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=1&offset=-1')).status).toBe(400);
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=one')).status).toBe(400);
  });
});

describe('POST /api/mw/insert/registration', () => {
  it('registers a visitor for event 3', async () => {
    const res = await call('POST', '/api/mw/insert/registration', { body: person });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
  });

  it('refuses a second registration of the same e-mail (any letter case) with a clear 409', async () => {
    const res = await call('POST', '/api/mw/insert/registration', { body: { ...person, email: 'BOLD@example.mn' } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Энэ цахим шуудангаар энэ арга хэмжээнд аль хэдийн бүртгүүлсэн байна.', message: 'Энэ цахим шуудангаар энэ арга хэмжээнд аль хэдийн бүртгүүлсэн байна.', code: 'duplicate_registration' });
  });

  it('needs every field: a blank or missing one is a 400', async () => {
    for (const field of Object.keys(person)) {
      const res = await call('POST', '/api/mw/insert/registration', { body: { ...person, email: `x-${field}@example.mn`, [field]: '  ' } });
      expect(res.status, field).toBe(400);
    }
    const { country: _omitted, ...withoutCountry } = person;
    expect((await call('POST', '/api/mw/insert/registration', { body: { ...withoutCountry, email: 'other@example.mn' } })).status).toBe(400);
    expect((await call('POST', '/api/mw/insert/registration', { body: 'not json' })).status).toBe(400);
  });

  it('refuses a write from another site', async () => {
    const res = await call('POST', '/api/mw/insert/registration', {
      body: { ...person, email: 'cross@example.mn' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
