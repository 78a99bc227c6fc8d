import ICAL from 'ical.js';
import jsQR from 'jsqr';
// @ts-expect-error -- pngjs (qrcode's own PNG codec) ships no types; the test only reads pixels with it
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { events, registrations } from '@/lib/conference/schema';
import { mailMessages } from '@/lib/mail/schema';
import type { Message } from '@/lib/mail';
import { checkIn } from '@/lib/conference/commands-checkin';
import { adminCookie, call } from '../support/api';
import { seedEventBasics, useTemporaryDataDir } from './fixtures';

const W = '/api/admin/week';
const person = { company: 'Говь Майнинг', first_name: 'Сарнай', last_name: 'Бат', country: 'Монгол', email: 'sarnai@example.mn', phone_number: '99001122' };
let code: string;
let staff: string;

beforeAll(async () => {
  useTemporaryDataDir();
  await seedEventBasics();
  staff = await adminCookie(2);
  expect((await call('POST', '/api/mw/insert/registration', { body: person })).status).toBe(200);
  const db = await getDb();
  [{ ticket_code: code }] = await db.select({ ticket_code: registrations.ticket_code }).from(registrations).where(eq(registrations.email, person.email));
});

describe('the ticket', () => {
  it('is an unguessable code given to every registration by the database', async () => {
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const db = await getDb();
    const [other] = await db.insert(registrations).values({ ...person, email: 'other@example.mn', event_id: 3 }).returning();
    expect(other.ticket_code).toMatch(/^[0-9a-f]{32}$/);
    expect(other.ticket_code).not.toBe(code);
  });

  it('is mailed as an inline QR code that reads back as the code, with the event days as an .ics', async () => {
    const db = await getDb();
    const [row] = await db.select({ message: mailMessages.message }).from(mailMessages).where(eq(mailMessages.recipient, person.email));
    const message = row.message as Message;
    const qr = message.attachments!.find((a) => a.contentType === 'image/png')!;
    expect(message.html).toContain(`src="cid:${qr.cid}"`);
    const png = PNG.sync.read(Buffer.from(qr.content, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
    const ics = message.attachments!.find((a) => a.filename.endsWith('.ics'))!;
    const days = new ICAL.Component(ICAL.parse(Buffer.from(ics.content, 'base64').toString('utf8'))).getAllSubcomponents('vevent');
    expect(days.map((d) => d.getFirstPropertyValue('dtstart')!.toString())).toEqual(['2025-09-11', '2025-09-12', '2025-09-13']);
  });

  it('shows on the admin registration list', async () => {
    const res = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50`, { cookie: staff });
    expect(res.json.register.find((r: { email: string }) => r.email === person.email).ticket_code).toBe(code);
  });
});

describe('POST /api/admin/week/check-in', () => {
  it('needs a back-office session', async () => {
    expect((await call('POST', `${W}/check-in`, { body: { code } })).status).toBe(401);
  });

  it("answers the attendee's name the first time and 409 'already checked in' with the time after", async () => {
    const first = await call('POST', `${W}/check-in`, { body: { code: code.toUpperCase() }, cookie: staff });
    expect(first.status).toBe(200);
    expect(first.json.name).toBe('Сарнай Бат');
    const again = await call('POST', `${W}/check-in`, { body: { code }, cookie: staff });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already checked in/);
    expect(again.json.checked_in_at).toBe(first.json.checked_in_at);
  });

  it('answers 404 for an unknown code and 400 for something that is not a code', async () => {
    expect((await call('POST', `${W}/check-in`, { body: { code: '0'.repeat(32) }, cookie: staff })).status).toBe(404);
    expect((await call('POST', `${W}/check-in`, { body: { code: 'hello' }, cookie: staff })).status).toBe(400);
  });

  it('counts each Ulaanbaatar day once per attendee, for the dashboard', async () => {
    const db = await getDb();
    await checkIn(db, code, new Date('2025-09-12T01:00:00Z'));
    await expect(checkIn(db, code, new Date('2025-09-12T15:30:00Z'))).rejects.toMatchObject({ status: 409 }); // 23:30 the same day in UB
    const res = await call('GET', `${W}/get/check-in-counts?event=3`, { cookie: staff });
    expect(res.json.counts).toEqual(expect.arrayContaining([{ day: '2025-09-12', count: 1 }]));
    // Without ?event the counts are the current edition's, as on the dashboard.
    expect((await call('GET', `${W}/get/check-in-counts`, { cookie: staff })).json.counts).toEqual(res.json.counts);
    await db.update(events).set({ is_current: false });
    await db.update(events).set({ is_current: true }).where(eq(events.id, 2));
    expect((await call('GET', `${W}/get/check-in-counts`, { cookie: staff })).json.counts).toEqual([]);
    await db.update(events).set({ is_current: false });
  });
});
