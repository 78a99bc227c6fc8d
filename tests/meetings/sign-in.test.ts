import { beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes, rateLimits } from '@/lib/db/schema';
import { PARTICIPANT_COOKIE } from '@/lib/meetings/participant-session';
import { GUESS_LIMIT } from '@/lib/assessment/code-rules';
import { call } from '../support/api';
import { participant, useMeetingsDataDir, type TestParticipant } from './fixtures';
import { lastCodeFor, readOutbox } from './outbox';

useMeetingsDataDir();

const sendCode = (email: string, headers: Record<string, string> = {}) =>
  call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(email)}`, { headers });
const verify = (id: unknown, confirmation_code: unknown) => call('POST', '/api/yp/verify/confirmation-code', { body: { id, confirmation_code } });

/** Forgets the 60-second spacing between sends, as if a minute had passed. */
async function skipSendGap(user: TestParticipant) {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, `participant-code-gap:${user.id}`));
}

let user: TestParticipant;
beforeEach(async () => {
  user = await participant({ email: `signin-${Math.random().toString(36).slice(2, 8)}@example.com` });
  const db = await getDb();
  await db.delete(rateLimits).where(like(rateLimits.key, 'participant-lookup:%'));
  await db.delete(rateLimits).where(like(rateLimits.key, 'code-guess:%'));
});

describe('step 1: send verification code', () => {
  it('answers an unregistered e-mail with no user and the unregistered message', async () => {
    const res = await sendCode('nobody@example.com');
    expect(res.status).toBe(200);
    expect(res.json.user).toBeNull();
    expect(res.json.message).toBe('Бүртгэлгүй цахим шуудан байна.');
  });

  it('mails a six-digit code to a registered e-mail (any letter case) and returns the user id', async () => {
    const res = await sendCode(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(res.json.message).toBe('Баталгаажуулах код илгээгдлээ.');
    expect(lastCodeFor(user.email)).toMatch(/^\d{6}$/);
  });

  it('keeps only a hash of the code in the database', async () => {
    await sendCode(user.email);
    const code = lastCodeFor(user.email);
    const db = await getDb();
    const rows = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subject_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('participant');
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(10 * 60 * 1000);
  });

  it('refuses a second send within 60 seconds with 429 and Retry-After', async () => {
    expect((await sendCode(user.email)).status).toBe(200);
    const again = await sendCode(user.email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('allows five sends an hour, then 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(user.email)).status).toBe(200);
      await skipSendGap(user);
    }
    const sixth = await sendCode(user.email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('rejects a malformed or missing e-mail with 400', async () => {
    expect((await sendCode('not-an-email')).status).toBe(400);
    expect((await call('GET', '/api/yp/send/verification-code')).status).toBe(400);
  });

  it('limits look-ups per address so registered e-mails cannot be harvested in bulk', async () => {
    const headers = { 'x-mining-client-address': '203.0.113.9' };
    for (let i = 0; i < 30; i++) expect((await sendCode(`guess${i}@example.com`, headers)).status).toBe(200);
    expect((await sendCode('guess-more@example.com', headers)).status).toBe(429);
  });
});

/** Sends a code to the user; the challenge the answer names it by. */
async function challengeFor(u: TestParticipant): Promise<string> {
  const res = await sendCode(u.email);
  expect(res.status).toBe(200);
  return res.json.user.id;
}

describe('step 2: confirm the code', () => {
  it('returns a fresh user_token and sets an httpOnly cookie for the right code', async () => {
    const id = await challengeFor(user);
    const res = await verify(id, lastCodeFor(user.email));
    expect(res.status).toBe(200);
    const token = res.json.user.user_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).not.toBe(user.token);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`${PARTICIPANT_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('accepts a code only once', async () => {
    const id = await challengeFor(user);
    const code = lastCodeFor(user.email);
    expect((await verify(id, code)).status).toBe(200);
    const reuse = await verify(id, code);
    expect(reuse.status).toBe(400);
    expect(reuse.json.error).toMatch(/Шинэ код авна уу/);
  });

  it('counts wrong codes and locks the code after five tries', async () => {
    const id = await challengeFor(user);
    const code = lastCodeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(id, wrong);
    expect(first.status).toBe(400);
    expect(first.json.error).toContain('Үлдсэн оролдлого: 4');
    for (let i = 0; i < 4; i++) await verify(id, wrong);
    const locked = await verify(id, code);
    expect(locked.status).toBe(400);
    expect(locked.json.error).toBe('Буруу код оруулах оролдлого хэтэрсэн байна. Шинэ код авна уу.');
  });

  it('refuses an expired code', async () => {
    const id = await challengeFor(user);
    const db = await getDb();
    await db.update(oneTimeCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.subject_id, user.id));
    const res = await verify(id, lastCodeFor(user.email));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/хугацаа дууссан/);
  });

  it('voids the earlier code when a new one is sent', async () => {
    const firstId = await challengeFor(user);
    const first = lastCodeFor(user.email);
    await skipSendGap(user);
    const secondId = await challengeFor(user);
    const second = lastCodeFor(user.email);
    expect((await verify(firstId, first)).status).toBe(400);
    expect((await verify(secondId, second)).status).toBe(200);
  });

  it('does not accept one participant’s code for another', async () => {
    const other = await participant();
    await challengeFor(user);
    const code = lastCodeFor(user.email);
    const othersId = await challengeFor(other);
    if (lastCodeFor(other.email) === code) return; // the same six digits drawn twice
    expect((await verify(othersId, code)).status).toBe(400);
  });

  it('no longer takes the participant’s sequential id, so nobody can spend their tries by counting ids', async () => {
    await challengeFor(user);
    const res = await verify(user.id, lastCodeFor(user.email));
    expect(res.status).toBe(400);
  });

  it('limits guesses per caller address across codes', async () => {
    const attacker = { 'x-mining-client-address': '198.51.100.7' };
    const id = await challengeFor(user);
    const statuses: number[] = [];
    for (let i = 0; i < GUESS_LIMIT.limit + 1; i++) {
      statuses.push((await call('POST', '/api/yp/verify/confirmation-code', { body: { id, confirmation_code: '000000' }, headers: attacker })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('rejects codes that are not six digits, and bad ids, with 400', async () => {
    const id = await challengeFor(user);
    expect((await verify(id, '12345')).status).toBe(400);
    expect((await verify(id, '12a456')).status).toBe(400);
    expect((await verify('abc', '123456')).status).toBe(400);
    expect((await call('POST', '/api/yp/verify/confirmation-code', { body: {} })).status).toBe(400);
  });
});

describe('Google sign-in and logout', () => {
  it('is unavailable when GOOGLE_CLIENT_ID is not configured', async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    const res = await call('POST', '/api/yp/auth/google', { body: { credential: 'x'.repeat(40) } });
    expect(res.status).toBe(404);
  });

  it('refuses a credential that is not a signed Google token', async () => {
    process.env.GOOGLE_CLIENT_ID = 'client.apps.googleusercontent.com';
    try {
      const res = await call('POST', '/api/yp/auth/google', { body: { credential: 'not.a-valid.token-at-all' } });
      expect(res.status).toBe(403);
    } finally {
      delete process.env.GOOGLE_CLIENT_ID;
    }
  });

  it('logout clears the participant cookie', async () => {
    const res = await call('POST', '/api/yp/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${PARTICIPANT_COOKIE}=;.*Max-Age=0`));
  });

  it('mails nothing for an unregistered address', async () => {
    const before = (await readOutbox()).length;
    await sendCode('stranger@example.com');
    expect(await readOutbox()).toHaveLength(before);
  });
});
