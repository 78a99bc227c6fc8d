import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/assessment/schema';
import { rateLimits } from '@/lib/security/schema';
import { CODE_MAX_ATTEMPTS, GUESS_LIMIT } from '@/lib/assessment/code-rules';
import { MEMBER_COOKIE } from '@/lib/assessment/member-session';
import { createMember, seedQuestions, useTempOutbox } from './support';
import { latestCode, messagesTo } from './outbox';

const outbox = useTempOutbox();
let member: { id: number; email: string };
let other: { id: number; email: string };

beforeAll(async () => {
  await seedQuestions();
  member = await createMember('Эрдэнэс Уул ХХК', 'Member@Example.com');
  other = await createMember('Хан Алт ХХК', 'other@example.com');
  await createMember('Идэвхгүй ХХК', 'inactive@example.com', false);
});

/** Each test starts with fresh send limits. */
beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});

/** Sends a code; the mailed digits and the challenge the client names them by. */
async function sendCode(id: number) {
  const res = await call('GET', `/api/mm/create/code?id=${id}`);
  expect(res.status).toBe(200);
  expect(res.json.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return { code: latestCode(outbox, id === member.id ? member.email : other.email)!, id: res.json.id as string };
}
const verify = (id: unknown, code: unknown, headers: Record<string, string> = {}) => call('POST', '/api/mm/verify/code', { body: { id, code }, headers });

describe('GET /api/mm/check/email', () => {
  it('finds a registered member whatever the case, with the answer_id so far', async () => {
    const res = await call('GET', '/api/mm/check/email?email=member@EXAMPLE.com');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ member: { id: member.id, logo: '/images/logo.png' }, answer_id: 0 });
  });

  it('answers an unknown or inactive e-mail with no member and the notice', async () => {
    for (const email of ['nobody@example.com', 'inactive@example.com']) {
      const res = await call('GET', `/api/mm/check/email?email=${email}`);
      expect(res.status).toBe(200);
      expect(res.json.member).toBeNull();
      expect(res.json.message).toBe('Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.');
    }
  });

  it('requires the e-mail', async () => {
    const res = await call('GET', '/api/mm/check/email?email=');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Та и-мэйл хаягаа оруулна уу.');
    expect((await call('GET', '/api/mm/check/email')).status).toBe(400);
  });
});

describe('GET /api/mm/create/code', () => {
  it('mails a six-digit code and stores only its hash', async () => {
    const res = await call('GET', `/api/mm/create/code?id=${member.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Баталгаажуулах код илгээгдлээ.');
    const code = latestCode(outbox, member.email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.subject_id, member.id));
    expect(rows.at(-1)!.code_hash).not.toContain(code);
    expect(rows.at(-1)!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = rows.at(-1)!.expires_at.getTime() - rows.at(-1)!.created_at.getTime();
    expect(ttl).toBe(10 * 60 * 1000);
  });

  it('allows one send a minute: a second one at once is 429 with Retry-After', async () => {
    await sendCode(member.id);
    const again = await call('GET', `/api/mm/create/code?id=${member.id}`);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('allows at most five sends an hour per member', async () => {
    const db = await getDb();
    for (let i = 0; i < 5; i++) {
      expect((await call('GET', `/api/mm/create/code?id=${member.id}`)).status).toBe(200);
      await db.delete(rateLimits).where(eq(rateLimits.key, `member-code-gap:${member.id}`)); // the minute has passed
    }
    const sixth = await call('GET', `/api/mm/create/code?id=${member.id}`);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    // The limit is per member: another member can still get a code.
    expect((await call('GET', `/api/mm/create/code?id=${other.id}`)).status).toBe(200);
  });

  it('limits one address to twenty sends an hour across members', async () => {
    const db = await getDb();
    for (let i = 0; i < 20; i++) {
      await db.delete(rateLimits).where(eq(rateLimits.key, `member-code-gap:${member.id}`));
      await db.delete(rateLimits).where(eq(rateLimits.key, `member-code-hour:${member.id}`));
      expect((await call('GET', `/api/mm/create/code?id=${member.id}`, { headers: { 'x-mining-client-address': '203.0.113.9' } })).status).toBe(200);
    }
    const refused = await call('GET', `/api/mm/create/code?id=${other.id}`, { headers: { 'x-mining-client-address': '203.0.113.9' } });
    expect(refused.status).toBe(429);
    expect((await call('GET', `/api/mm/create/code?id=${other.id}`, { headers: { 'x-mining-client-address': '203.0.113.10' } })).status).toBe(200);
  });

  it('answers an unknown member with 404 and a bad id with 400', async () => {
    expect((await call('GET', '/api/mm/create/code?id=999999')).status).toBe(404);
    expect((await call('GET', '/api/mm/create/code?id=abc')).status).toBe(400);
    expect((await call('GET', '/api/mm/create/code')).status).toBe(400);
  });
});

describe('POST /api/mm/verify/code', () => {
  it('accepts the mailed code once, starts a member session and tells where the member stands', async () => {
    const sent = await sendCode(member.id);
    const res = await verify(sent.id, sent.code);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ member: { id: member.id, name: 'Эрдэнэс Уул ХХК' }, answer_id: 0, state: 'questionnaire', result: null });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`${MEMBER_COOKIE}=`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const reuse = await verify(sent.id, sent.code);
    expect(reuse.status).toBe(400);
  });

  it('shows a message for a wrong code and allows at most five wrong tries', async () => {
    const sent = await sendCode(member.id);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i++) {
      const res = await verify(sent.id, wrong);
      expect(res.status).toBe(400);
      expect(res.json.error).toBeTruthy();
    }
    const right = await verify(sent.id, sent.code);
    expect(right.status).toBe(400);
    expect(right.json.error).toBe('Буруу код оруулах оролдлого хэтэрсэн байна. Шинэ код авна уу.');
  });

  it('refuses an expired code', async () => {
    const sent = await sendCode(member.id);
    const db = await getDb();
    await db.update(oneTimeCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.subject_id, member.id));
    const res = await verify(sent.id, sent.code);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Баталгаажуулах кодын хугацаа дууссан байна. Шинэ код авна уу.');
  });

  it('voids the old code when a new one is sent', async () => {
    const first = await sendCode(member.id);
    await (await getDb()).delete(rateLimits);
    const second = await sendCode(member.id);
    expect((await verify(first.id, first.code)).status).toBe(400);
    expect((await verify(second.id, second.code)).status).toBe(200);
  });

  it("does not accept one member's code for another member", async () => {
    const sent = await sendCode(member.id);
    const others = await sendCode(other.id);
    if (sent.code === others.code) return; // one chance in a million: the same six digits were drawn twice
    expect((await verify(others.id, sent.code)).status).toBe(400);
  });

  it('names codes by an unguessable challenge: the member id no longer reaches anyone’s code', async () => {
    const sent = await sendCode(member.id);
    const byId = await verify(member.id, sent.code);
    expect(byId.status).toBe(400);
    expect((await verify(String(member.id).padStart(22, '0'), sent.code)).status).toBe(400);
    expect((await verify(sent.id, sent.code)).status).toBe(200);
  });

  it('limits guesses per caller address across codes, so one client cannot burn everybody’s codes', async () => {
    const attacker = { 'x-mining-client-address': '198.51.100.7' };
    const codes = [await sendCode(member.id), await sendCode(other.id)];
    let refused = 0;
    for (let i = 0; i < GUESS_LIMIT.limit + 2; i++) {
      const target = codes[i % 2]!;
      const res = await verify(target.id, target.code === '000000' ? '111111' : '000000', attacker);
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(2);
    const elsewhere = await verify(codes[1]!.id, '999999', { 'x-mining-client-address': '198.51.100.8' });
    expect(elsewhere.status).not.toBe(429);
  });

  it('validates the body: six digits and a challenge', async () => {
    const sent = await sendCode(member.id);
    expect((await verify(sent.id, '12345')).status).toBe(400);
    expect((await verify(sent.id, '12a456')).status).toBe(400);
    expect((await call('POST', '/api/mm/verify/code', { body: { code: '123456' } })).status).toBe(400);
  });

  it('writes one mail per send', () => {
    expect(messagesTo(outbox, member.email).length).toBeGreaterThanOrEqual(5);
  });
});
