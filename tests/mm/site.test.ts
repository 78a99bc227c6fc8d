import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { banners, officeRequests, socialLinks } from '@/lib/site/schema';

const valid = {
  name: 'Говь Майнинг ХХК',
  email: 'info@gobi.mn',
  phone_number: '+976 9911 2233',
  business_type: 'Нүүрсний уурхай',
  member_request: true,
  codex_request: false,
  meeting_request: false,
};

describe('GET /api/mm/get/banner and /get/social-links', () => {
  it('answer empty lists before anything is added', async () => {
    expect((await call('GET', '/api/mm/get/banner')).json).toEqual({ banner: [] });
    expect((await call('GET', '/api/mm/get/social-links')).json).toEqual({ link: [] });
  });

  it('return the association banners in their order and its social links, not the other sites’', async () => {
    const db = await getDb();
    await db.insert(banners).values([
      { image: '/images/b2.jpg', sequence: 2 },
      { image: '/images/b1.jpg', sequence: 1 },
      { image: '/images/yp.jpg', sequence: 1, site: 'yp' },
    ]);
    await db.insert(socialLinks).values([
      { icon: 'facebook', link: 'https://facebook.com/mnma' },
      { icon: 'youtube', link: 'https://youtube.com/mw', site: 'mw' },
    ]);
    const res = await call('GET', '/api/mm/get/banner');
    expect(res.status).toBe(200);
    expect(res.json.banner.map((b: { image: string }) => b.image)).toEqual(['/images/b1.jpg', '/images/b2.jpg']);
    expect((await call('GET', '/api/mm/get/social-links')).json.link).toEqual([{ id: expect.any(Number), icon: 'facebook', link: 'https://facebook.com/mnma' }]);
  });
});

describe('POST /api/mm/insert/office-request (membership request)', () => {
  it('stores the request for the back office and answers 200', async () => {
    const res = await call('POST', '/api/mm/insert/office-request', { body: { ...valid, codex_request: true } });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const db = await getDb();
    const rows = await db.select().from(officeRequests);
    expect(rows.at(-1)).toMatchObject({ ...valid, codex_request: true });
  });

  it('checks the five rules in the spec order with its Mongolian messages', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Овог нэрээ оруулна уу'],
      [{ name: valid.name }, 'Имэйл хаягаа оруулна уу'],
      [{ name: valid.name, email: valid.email }, 'Утасны дугаараа оруулна уу'],
      [{ name: valid.name, email: valid.email, phone_number: valid.phone_number }, 'Бизнесийн төрлөө оруулна уу'],
      [{ ...valid, member_request: false }, 'Хүсэлтийн зорилгийг бөглөнө үү'],
    ];
    for (const [body, message] of steps) {
      const res = await call('POST', '/api/mm/insert/office-request', { body });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
  });

  it('treats blank text as missing and refuses an invalid e-mail', async () => {
    expect((await call('POST', '/api/mm/insert/office-request', { body: { ...valid, name: '   ' } })).json.error).toBe('Овог нэрээ оруулна уу');
    expect((await call('POST', '/api/mm/insert/office-request', { body: { ...valid, email: 'gobi.mn' } })).json.error).toBe('Имэйл хаяг буруу байна');
  });

  it('refuses broken JSON and wrong types with 400, never 500', async () => {
    expect((await call('POST', '/api/mm/insert/office-request', { body: '{"name":' })).status).toBe(400);
    expect((await call('POST', '/api/mm/insert/office-request', { body: { ...valid, member_request: 'yes' } })).status).toBe(400);
  });

  it('refuses a request posted from another site', async () => {
    const res = await call('POST', '/api/mm/insert/office-request', { body: valid, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('slows down one address that sends many requests', async () => {
    const headers = { 'x-mining-client-address': '203.0.113.9' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/mm/insert/office-request', { body: valid, headers })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
