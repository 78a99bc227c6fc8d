import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { adminCookie, call } from '../support/api';
import { form, seedEventBasics, useTemporaryDataDir } from '../conference/fixtures';
import { seedCategories, companyForm } from '../directory/fixtures';
import { participant } from '../meetings/fixtures';
import { drainMailQueue } from '../support/mail-queue';

/* Issue 17.1 (no open mail relay, one address per form, phone numbers and counts checked) and 18.10 (mail details). */

useTemporaryDataDir();
beforeAll(async () => {
  await seedEventBasics();
  await seedCategories();
});
beforeEach(async () => {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, '%'));
});

/** The outbox once the mail queue has delivered everything due. */
async function outbox(): Promise<ParsedMail[]> {
  await drainMailQueue();
  const dir = process.env.MAIL_OUTBOX_DIR!;
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}
const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);

const person = { company: 'Эрдэнэс', first_name: 'Болд', last_name: 'Батаа', country: 'Монгол', email: 'bold@example.mn', phone_number: '+976 9911-2233' };
const register = (body: object) => call('POST', '/api/mw/insert/registration', { body: { ...person, ...body } });

const HOSTILE_ADDRESSES = [
  'a@x.org, b@y.org, "x" <c@z.org>',
  'a@x.org,b@y.org',
  'a@x.org; b@y.org',
  '"Boss" <c@z.org>',
  'bad@',
  'a@x.org\r\nBcc: d@z.org',
  `${'a'.repeat(250)}@x.org`,
];

describe('public forms that mail: exactly one plain address', () => {
  it('conference registration refuses lists, display names, partial and over-long addresses with 400 and mails nobody', async () => {
    const before = (await outbox()).length;
    for (const email of HOSTILE_ADDRESSES) {
      const res = await register({ email });
      expect(res.status, email).toBe(400);
      expect(res.json.error).toBe('Цахим шуудангийн хаяг буруу байна.');
    }
    expect((await outbox()).length).toBe(before);
  });

  it('conference registration refuses a phone that is not a phone number', async () => {
    for (const phone_number of ['abc', '12345', '+976 abc 1234', '1'.repeat(21), '99++112233']) {
      const res = await register({ email: `p${Math.random().toString(36).slice(2, 7)}@example.mn`, phone_number });
      expect(res.status, phone_number).toBe(400);
      expect(res.json.error).toBe('Утасны дугаар буруу байна.');
    }
    expect((await register({ email: 'phone-ok@example.mn', phone_number: '(976) 99-11-22-33' })).status).toBe(200);
  });

  it('counts the per-address limit on the normalized address', async () => {
    await register({ email: 'Limit@Example.mn ' });
    const db = await getDb();
    const keys = (await db.select().from(rateLimits).where(like(rateLimits.key, 'mw-registration:email:%'))).map((r) => r.key);
    expect(keys).toEqual(['mw-registration:email:limit@example.mn']);
  });

  it('membership request refuses a phone "abc" and a display-name address with the form’s messages', async () => {
    const valid = { name: 'Болд', email: 'bold@example.mn', phone_number: '99112233', business_type: 'Уул уурхай', member_request: true };
    const phone = await call('POST', '/api/mm/insert/office-request', { body: { ...valid, phone_number: 'abc' } });
    expect(phone.status).toBe(400);
    expect(phone.json.error).toBe('Утасны дугаар буруу байна');
    const email = await call('POST', '/api/mm/insert/office-request', { body: { ...valid, email: '"x" <c@z.org>' } });
    expect(email.status).toBe(400);
    expect(email.json.error).toBe('Имэйл хаяг буруу байна');
  });

  it('directory registration refuses two registrant addresses and a phone "abc"', async () => {
    const two = await call('POST', '/api/yp/insert/yellow-registration', { form: companyForm({ registrantEmail: 'a@x.org, b@y.org' }) });
    expect(two.status).toBe(400);
    expect(two.json.error).toBe('Цахим шуудангийн хаяг буруу байна.');
    const phone = await call('POST', '/api/yp/insert/yellow-registration', { form: companyForm({ registrantPhone: 'abc' }) });
    expect(phone.status).toBe(400);
    expect(phone.json.error).toBe('Утасны дугаар буруу байна.');
  });

  it('open self-assessment refuses a phone "abc"', async () => {
    const res = await call('POST', '/api/mm/insert/answer', {
      body: { name: 'Org', email: 'org@example.mn', phone_number: 'abc', answers: [{ question_id: 1, answer: 1, proof: false }] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Утасны дугаар буруу байна');
  });

  it('meeting sign-in refuses an address list before looking anything up', async () => {
    const res = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent('a@x.org, b@y.org')}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Цахим шуудангийн хаяг буруу байна.');
  });
});

describe('numbers are numbers', () => {
  it('the admin cannot save a meeting room with capacity "abc"', async () => {
    const admin = await adminCookie(2);
    const res = await call('POST', '/api/admin/yellow-page/insert/meeting-room', { form: form({ room_number: 'A-1', capacity: 'abc' }), cookie: admin });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Өрөөний багтаамжийг тоогоор оруулна уу');
  });
});

describe('mail details (issue 18.10)', () => {
  it('a registration confirmation is auto-submitted, has text and HTML in both languages with the association’s name, and escapes the name', async () => {
    const res = await register({ email: 'html@example.mn', first_name: '<a href="https://evil.example">click</a>' });
    expect(res.status).toBe(200);
    const mail = (await outbox()).find((m) => recipients(m).includes('html@example.mn'))!;
    expect(recipients(mail)).toEqual(['html@example.mn']);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('Монголын Уул Уурхайн Үндэсний Ассоциаци');
    expect(mail.text).toContain('Mongolian National Mining Association');
    expect(mail.html).toContain('lang="mn"');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('Mongolian National Mining Association');
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;');
  });

  it('the participant code mail keeps the code out of the subject and carries it in text and HTML', async () => {
    const user = await participant();
    expect((await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`)).status).toBe(200);
    const mail = (await outbox()).findLast((m) => recipients(m).includes(user.email))!;
    expect(mail.subject).not.toMatch(/\d{6}/);
    const code = mail.text!.match(/\b(\d{6})\b/)![1]!;
    expect(mail.html).toContain(code);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.html).toContain('Монголын Уул Уурхайн Үндэсний Ассоциаци');
  });
});
