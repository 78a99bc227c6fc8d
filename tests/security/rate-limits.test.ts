import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { clientIp } from '@/lib/security/client-ip';
import { FORM_LIMITS } from '@/lib/security/form-limits';
import { SIGN_IN_LIMITS, signInLimit } from '@/lib/security/sign-in-limit';
import { call, ORIGIN } from '../support/api';
import { SAMPLE_FILES } from './support/inputs';

/**
 * Abuse limits on sign-in and the public forms: per caller address and per e-mail, answered with 429 and
 * Retry-After, counted in the database (so every instance shares them). Each case uses its own address and
 * e-mail, so the cases do not share counters.
 */
const savedDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limits-'));
  await seedDatabase(await getDb());
}, 120_000);
afterAll(() => {
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
});

const uniqueIp = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID().slice(0, 8)}`;
const uniqueEmail = () => `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;

type Form = {
  name: string;
  url: string;
  perIp: number;
  /** A request the route's validation accepts, from one address, for one e-mail. */
  send: (ip: string, email: string) => ReturnType<typeof call>;
};

const png = () => new File([SAMPLE_FILES.png as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' });
const companyForm = (email: string) => {
  const form = new FormData();
  const fields: Record<string, string> = {
    categories: JSON.stringify([{ mainCategory: '02', subCategory: '0201' }]),
    nameMn: 'Хязгаар ХХК',
    nameEn: 'Limit LLC',
    registrationNumber: String(crypto.randomInt(1_000_000, 9_999_999)),
    emails: JSON.stringify([email]),
    phones: JSON.stringify(['99112233']),
    faxes: '[]',
    websites: '[]',
    addressMn: 'Улаанбаатар',
    addressEn: 'Ulaanbaatar',
    aboutMn: '',
    aboutEn: '',
    registrantName: 'Болд',
    registrantPosition: 'Захирал',
    registrantEmail: email,
    registrantPhone: '99112233',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', png());
  return form;
};

const FORMS: Form[] = [
  {
    name: 'membership request',
    url: '/api/mm/insert/office-request',
    perIp: 5,
    send: (ip, email) =>
      call('POST', '/api/mm/insert/office-request', {
        headers: { 'x-forwarded-for': ip },
        body: { name: 'Говь ХХК', email, phone_number: '99112233', business_type: 'Нүүрс', member_request: true, codex_request: false, meeting_request: false },
      }),
  },
  {
    name: 'conference registration',
    url: '/api/mw/insert/registration',
    perIp: FORM_LIMITS.perIp.limit,
    send: (ip, email) =>
      call('POST', '/api/mw/insert/registration', {
        headers: { 'x-forwarded-for': ip },
        body: { company: 'Эрдэнэс', first_name: 'Болд', last_name: 'Бат', country: 'Монгол', email, phone_number: '99112233' },
      }),
  },
  {
    name: 'directory company registration',
    url: '/api/yp/insert/yellow-registration',
    perIp: 20,
    send: (ip, email) => call('POST', '/api/yp/insert/yellow-registration', { headers: { 'x-forwarded-for': ip }, form: companyForm(email) }),
  },
  {
    name: 'directory consultant registration',
    url: '/api/yp/insert/yellow-consultant',
    perIp: 20,
    send: (ip, email) =>
      call('POST', '/api/yp/insert/yellow-consultant', {
        headers: { 'x-forwarded-for': ip },
        body: {
          nameMn: 'ДОРЖ',
          nameEn: 'DORJ',
          professionMn: 'Геологич',
          professionEn: 'Geologist',
          phone: '88001122',
          registrantName: 'Болд',
          registrantPosition: 'Захирал',
          registrantEmail: email,
          registrantPhone: '99112233',
        },
      }),
  },
  {
    name: 'open assessment',
    url: '/api/mm/insert/answer',
    perIp: 20,
    send: (ip, email) =>
      call('POST', '/api/mm/insert/answer', {
        headers: { 'x-forwarded-for': ip },
        body: { name: 'Болд', email, phone_number: '99112233', answers: [{ question_id: 1, answer: 1 }] },
      }),
  },
];

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.json.error).toEqual(expect.any(String));
}

describe.each(FORMS.map((f) => [f.name, f] as const))('%s', (_name, form) => {
  it(`allows ${form.perIp} submissions from one address, then answers 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < form.perIp; i++) expect((await form.send(ip, uniqueEmail())).status).not.toBe(429);
    expectTooMany(await form.send(ip, uniqueEmail()));
    // Another address is not affected.
    expect((await form.send(uniqueIp(), uniqueEmail())).status).not.toBe(429);
  });

  it(`allows ${FORM_LIMITS.perEmail.limit} submissions for one e-mail from any addresses, then 429`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < FORM_LIMITS.perEmail.limit; i++) expect((await form.send(uniqueIp(), email)).status).not.toBe(429);
    expectTooMany(await form.send(uniqueIp(), email.toUpperCase()));
  });
});

describe('back-office sign-in', () => {
  const attempt = (ip: string, email: string) =>
    signInLimit(
      new Request(`${ORIGIN}/api/auth/callback/dev`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, csrfToken: 'x' }),
      }),
    );

  it(`allows ${SIGN_IN_LIMITS.perIp.limit} attempts from one address, then 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.limit; i++) expect(await attempt(ip, uniqueEmail())).toBeNull();
    const refused = await attempt(ip, uniqueEmail());
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`allows ${SIGN_IN_LIMITS.perEmail.limit} attempts for one e-mail, then 429`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.limit; i++) expect(await attempt(uniqueIp(), email)).toBeNull();
    expect((await attempt(uniqueIp(), email))?.status).toBe(429);
  });

  it('counts Google’s callback too, and leaves other next-auth calls alone', async () => {
    const ip = uniqueIp();
    const google = () => signInLimit(new Request(`${ORIGIN}/api/auth/callback/google?code=x`, { headers: { 'x-forwarded-for': ip } }));
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.limit; i++) expect(await google()).toBeNull();
    expect((await google())?.status).toBe(429);
    expect(await signInLimit(new Request(`${ORIGIN}/api/auth/session`, { headers: { 'x-forwarded-for': ip } }))).toBeNull();
  });
});

describe('the caller address', () => {
  const ipOf = (xff: string) => clientIp(new Request(ORIGIN, { headers: { 'x-forwarded-for': xff } }));

  it('is the entry our reverse proxy appended, not what the client wrote before it', () => {
    expect(ipOf('203.0.113.7')).toBe('203.0.113.7');
    expect(ipOf('1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(ipOf('9.9.9.9, 8.8.8.8, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('a client cannot escape its limit by writing a new X-Forwarded-For each time', async () => {
    const real = uniqueIp();
    const office = FORMS[0]!;
    for (let i = 0; i < office.perIp; i++) expect((await office.send(`10.0.0.${i}, ${real}`, uniqueEmail())).status).not.toBe(429);
    expectTooMany(await office.send(`10.0.0.99, ${real}`, uniqueEmail()));
  });
});
