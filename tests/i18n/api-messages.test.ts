import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/security/schema';
import { apiLanguage } from '@/lib/i18n/api-language';
import { API_MESSAGES, translateApiMessage } from '@/lib/i18n/api-messages';
import { call } from '../support/api';
import { mmTable } from '@/lib/api/mm';
import { mwTable } from '@/lib/api/mw';
import { ypTable } from '@/lib/api/yp';
import { createMember, useTempOutbox } from '../assessment/support';
import { latestCode } from '../assessment/outbox';
import { participant, useMeetingsDataDir } from '../meetings/fixtures';

const outbox = useTempOutbox();
useMeetingsDataDir();

let member: { id: number; email: string };
beforeAll(async () => {
  member = await createMember('Хэлний Туршилт ХХК', 'language-test@example.com');
});
beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});

/** The ways a page says it is English: its `lang`, the stored choice, the browser's preference. */
const english: Record<string, { query?: string; headers?: Record<string, string>; body?: Record<string, string> }> = {
  'the lang parameter': { query: 'lang=en' },
  'the NEXT_LOCALE cookie': { headers: { cookie: 'theme=x; NEXT_LOCALE=en' } },
  'Accept-Language': { headers: { 'accept-language': 'en-GB,en;q=0.9,mn;q=0.5' } },
};
const withQuery = (path: string, query?: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

async function memberChallenge() {
  const res = await call('GET', `/api/mm/create/code?id=${member.id}`);
  expect(res.status).toBe(200);
  return { id: res.json.id as string, code: latestCode(outbox, member.email)! };
}
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('API messages answer in the language of the page that asked', () => {
  it('answers a wrong member code in Mongolian by default', async () => {
    const sent = await memberChallenge();
    const res = await call('POST', '/api/mm/verify/code', { body: { id: sent.id, code: wrongOf(sent.code) } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Баталгаажуулах код буруу байна. Үлдсэн оролдлого: 4.');
  });

  for (const [how, { query, headers }] of Object.entries(english)) {
    it(`answers a wrong member code (/en/mm/member-assessment) in English by ${how}`, async () => {
      const sent = await memberChallenge();
      const res = await call('POST', withQuery('/api/mm/verify/code', query), { body: { id: sent.id, code: wrongOf(sent.code) }, headers });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Wrong verification code. Attempts left: 4.');
      expect(res.json.message).toBe(res.json.error);
    });
  }

  it('takes lang from a JSON body too, and the lang parameter over the cookie', async () => {
    const sent = await memberChallenge();
    const inBody = await call('POST', '/api/mm/verify/code', { body: { id: sent.id, code: wrongOf(sent.code), lang: 'en' } });
    expect(inBody.json.error).toBe('Wrong verification code. Attempts left: 4.');
    const overCookie = await call('POST', '/api/mm/verify/code?lang=mn', { body: { id: sent.id, code: wrongOf(sent.code) }, headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(overCookie.json.error).toBe('Баталгаажуулах код буруу байна. Үлдсэн оролдлого: 3.');
  });

  it('answers a wrong meeting sign-in code (/en/yellow-page/meeting/login) in English', async () => {
    const user = await participant({ email: `lang-${Math.random().toString(36).slice(2, 8)}@example.com` });
    const sent = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}&lang=en`);
    expect(sent.json.message).toBe('A verification code has been sent.');
    const res = await call('POST', '/api/yp/verify/confirmation-code?lang=en', { body: { id: sent.json.user.id, confirmation_code: '12345' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('The verification code is 6 digits.');
    expect(res.json.issues[0].message).toBe('The verification code is 6 digits.');
  });

  it('answers an unregistered e-mail notice in English', async () => {
    const res = await call('GET', '/api/yp/send/verification-code?email=nobody@example.com', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('This e-mail address is not registered.');
  });

  it('answers a rate limit in English with the seconds to wait', async () => {
    await memberChallenge();
    const mn = await call('GET', `/api/mm/create/code?id=${member.id}`);
    expect(mn.status).toBe(429);
    expect(mn.json.error).toMatch(/^Дахин код авахын өмнө \d+ секунд хүлээнэ үү\.$/);
    const en = await call('GET', `/api/mm/create/code?id=${member.id}&lang=en`);
    expect(en.status).toBe(429);
    const seconds = en.headers.get('retry-after');
    expect(en.json.error).toBe(`Please wait ${seconds} seconds before asking for a new code.`);
  });

  it('answers validation and routing errors in English', async () => {
    const headers = { 'accept-language': 'en' };
    expect((await call('GET', '/api/mm/check/email?email=', { headers })).json.error).toBe('Please enter your e-mail address.');
    expect((await call('GET', '/api/mm/no/such/route', { headers })).json.error).toBe('API route not found.');
    expect((await call('POST', '/api/mm/insert/office-request', { body: '{', headers })).json.error).toBe('The JSON data is invalid.');
  });
});

describe('the language of an API answer', () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });

  it('is the lang parameter, then the body, then the cookie, then Accept-Language, else Mongolian', () => {
    expect(apiLanguage(req('/api/x?lang=en', { cookie: 'NEXT_LOCALE=mn' }))).toBe('en');
    expect(apiLanguage(req('/api/x', { cookie: 'NEXT_LOCALE=mn' }), { lang: 'en' })).toBe('en');
    expect(apiLanguage(req('/api/x', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'mn' }))).toBe('en');
    expect(apiLanguage(req('/api/x', { 'accept-language': 'de, en;q=0.8, mn;q=0.9' }))).toBe('mn');
    expect(apiLanguage(req('/api/x', { 'accept-language': 'de, en;q=0.8' }))).toBe('en');
    expect(apiLanguage(req('/api/x?lang=fr', { 'accept-language': 'fr' }), { lang: 'de' })).toBe('mn');
  });
});

describe('the API message catalogue', () => {
  const entries = Object.values(API_MESSAGES);

  it('names each Mongolian message once and gives every one an English text with the same values', () => {
    expect(new Set(entries.map((e) => e.mn)).size).toBe(entries.length);
    for (const { mn, en } of entries) {
      expect(en.trim()).not.toBe('');
      expect(en).not.toMatch(/[\u0400-\u04FF]/);
      expect([...en.matchAll(/\{\w+\}/g)].map(String).sort()).toEqual([...mn.matchAll(/\{\w+\}/g)].map(String).sort());
    }
  });

  it('has English for every validation message of the public routes (missing, empty and wrong values)', () => {
    const inputs = [{}, { id: 'x', email: 'x', code: 'x', phone_number: 'x', name: '', term: '', lang: 'fr' }];
    const untranslated = [mmTable, mwTable, ypTable].flatMap((table) =>
      table.routes.flatMap((r) =>
        [r.query, r.body].flatMap((schema) =>
          schema
            ? inputs.flatMap((input) => {
                const parsed = schema.safeParse(input);
                return parsed.success ? [] : parsed.error.issues.map((i) => i.message).filter((m) => /[\u0400-\u04FF]/.test(translateApiMessage(m, 'en')));
              })
            : [],
        ),
      ),
    );
    expect([...new Set(untranslated)]).toEqual([]);
  });

  it('leaves Mongolian as written and unknown text as it is', () => {
    expect(translateApiMessage('Олдсонгүй.', 'mn')).toBe('Олдсонгүй.');
    expect(translateApiMessage('Something else', 'en')).toBe('Something else');
    expect(translateApiMessage('Үлдсэн: Олдсонгүй.', 'en')).toBe('Үлдсэн: Олдсонгүй.');
  });
});
