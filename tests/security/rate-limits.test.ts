import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { clientIp } from '@/lib/security/client-ip';
import { clientAddress, stampRequest, trustedProxyHops } from '@/lib/security/edge.mjs';
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
        headers: { 'x-mining-client-address': ip },
        body: { name: 'Говь ХХК', email, phone_number: '99112233', business_type: 'Нүүрс', member_request: true, codex_request: false, meeting_request: false },
      }),
  },
  {
    name: 'conference registration',
    url: '/api/mw/insert/registration',
    perIp: FORM_LIMITS.perIp.limit,
    send: (ip, email) =>
      call('POST', '/api/mw/insert/registration', {
        headers: { 'x-mining-client-address': ip },
        body: { company: 'Эрдэнэс', first_name: 'Болд', last_name: 'Бат', country: 'Монгол', email, phone_number: '99112233' },
      }),
  },
  {
    name: 'directory company registration',
    url: '/api/yp/insert/yellow-registration',
    perIp: 20,
    send: (ip, email) => call('POST', '/api/yp/insert/yellow-registration', { headers: { 'x-mining-client-address': ip }, form: companyForm(email) }),
  },
  {
    name: 'directory consultant registration',
    url: '/api/yp/insert/yellow-consultant',
    perIp: 20,
    send: (ip, email) =>
      call('POST', '/api/yp/insert/yellow-consultant', {
        headers: { 'x-mining-client-address': ip },
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
        headers: { 'x-mining-client-address': ip },
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
        headers: { 'x-mining-client-address': ip, 'content-type': 'application/x-www-form-urlencoded' },
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

  it('SIGN_IN_LIMIT sets the attempts per address, and half of it per e-mail (the browser tests share one of each)', async () => {
    vi.stubEnv('SIGN_IN_LIMIT', '6');
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 6; i++) expect(await attempt(ip, uniqueEmail())).toBeNull();
      expect((await attempt(ip, uniqueEmail()))?.status).toBe(429);
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) expect(await attempt(uniqueIp(), email)).toBeNull();
      expect((await attempt(uniqueIp(), email))?.status).toBe(429);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('counts Google’s callback too, and leaves other next-auth calls alone', async () => {
    const ip = uniqueIp();
    const google = () => signInLimit(new Request(`${ORIGIN}/api/auth/callback/google?code=x`, { headers: { 'x-mining-client-address': ip } }));
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.limit; i++) expect(await google()).toBeNull();
    expect((await google())?.status).toBe(429);
    expect(await signInLimit(new Request(`${ORIGIN}/api/auth/session`, { headers: { 'x-mining-client-address': ip } }))).toBeNull();
  });
});

describe('the caller address', () => {
  const stamped = (headers: Record<string, string>, socket = '192.0.2.50', hops = 0) => {
    const req = { headers: { ...headers } as Record<string, string | undefined>, socket: { remoteAddress: socket } };
    stampRequest(req as never, { hops, httpsSite: false });
    return req.headers;
  };
  const ipOf = (headers: Record<string, string>) => clientIp(new Request(ORIGIN, { headers: stamped(headers) as Record<string, string> }));

  it('is the socket address when no proxy is trusted (the default), whatever the forwarded headers say', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(ipOf({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' })).toBe('192.0.2.50');
    expect(ipOf({ 'x-mining-client-address': '203.0.113.9' })).toBe('192.0.2.50');
    const headers = stamped({ 'x-forwarded-for': '1.1.1.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(headers['x-forwarded-for'] ?? headers['x-forwarded-proto'] ?? headers['x-forwarded-host']).toBeUndefined();
  });

  it('with TRUSTED_PROXY_HOPS, is the entry our outermost proxy appended, not what the client wrote before it', () => {
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(clientAddress('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('9.9.9.9, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('is not believed from a header when no edge stamped it', () => {
    expect(clientIp(new Request(ORIGIN))).toBe('unknown');
  });

  it('a client cannot escape its limit by writing a new X-Forwarded-For each time', async () => {
    const office = FORMS[0]!;
    const socket = uniqueIp();
    const send = (i: number) => office.send(stamped({ 'x-forwarded-for': `10.0.0.${i}` }, socket)['x-mining-client-address']!, uniqueEmail());
    for (let i = 0; i < office.perIp; i++) expect((await send(i)).status).not.toBe(429);
    expectTooMany(await send(99));
  });
});
