import { beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { meetingSessions, meetingUsers, rateLimits } from '@/lib/db/schema';
import { SESSION_DAYS } from '@/lib/meetings/participant-session';
import { call } from '../support/api';
import { participant, slot, ubDate, useMeetingsDataDir, type TestParticipant } from './fixtures';
import { lastCodeFor } from './outbox';

/* Issue 17.7: a participant's user_token is a session — fresh per sign-in, stored hashed, expiring, revoked at logout. */

useMeetingsDataDir();

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const me = (token: string) => call('GET', `/api/yp/get/user?token=${encodeURIComponent(token)}`);

async function signInByCode(user: TestParticipant): Promise<string> {
  const db = await getDb();
  await db.delete(rateLimits).where(like(rateLimits.key, `participant-code-%:${user.id}`));
  const sent = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`);
  const res = await call('POST', '/api/yp/verify/confirmation-code', { body: { id: sent.json.user.id, confirmation_code: lastCodeFor(user.email) } });
  expect(res.status).toBe(200);
  return res.json.user.user_token;
}

let user: TestParticipant;
beforeEach(async () => {
  user = await participant();
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, 'code-guess:%'));
});

describe('participant session tokens', () => {
  it('issues a different token at every sign-in', async () => {
    const first = await signInByCode(user);
    const second = await signInByCode(user);
    expect(first).not.toBe(second);
    expect((await me(first)).json.user.id).toBe(user.id);
    expect((await me(second)).json.user.id).toBe(user.id);
  });

  it('stores only a hash of the token, nowhere the token itself', async () => {
    const token = await signInByCode(user);
    const db = await getDb();
    const rows = await db.select().from(meetingSessions).where(eq(meetingSessions.user_id, user.id));
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify([rows, await db.select().from(meetingUsers).where(eq(meetingUsers.id, user.id))]);
    expect(stored).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('keeps working from the page URL for the holder of a live token', async () => {
    const token = await signInByCode(user);
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: user.id, email: user.email });
    expect((await call('GET', '/api/yp/get/meetings-by-user', bearer(token))).status).toBe(200);
  });

  it('dies at logout: the URL, the bearer header and the cookie all stop working', async () => {
    const token = await signInByCode(user);
    const out = await call('POST', '/api/yp/logout', bearer(token));
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(404);
    expect((await call('GET', '/api/yp/get/meetings-by-user', bearer(token))).status).toBe(401);
    expect((await call('GET', '/api/yp/get/meetings-by-user', { cookie: `yp_participant=${token}` })).status).toBe(401);
  });

  it('logout by cookie revokes the cookie’s token, and leaves the participant’s other devices signed in', async () => {
    const phone = await signInByCode(user);
    const laptop = await signInByCode(user);
    expect((await call('POST', '/api/yp/logout', { cookie: `yp_participant=${phone}` })).status).toBe(200);
    expect((await me(phone)).status).toBe(404);
    expect((await me(laptop)).status).toBe(200);
  });

  it('expires: an expired session is refused', async () => {
    const token = await signInByCode(user);
    const db = await getDb();
    await db.update(meetingSessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(meetingSessions.user_id, user.id));
    expect((await me(token)).status).toBe(404);
    expect((await call('GET', '/api/yp/get/all-users', bearer(token))).status).toBe(401);
  });

  it('lasts 30 days, or until the day after the expo’s last slot when that is sooner', async () => {
    const db = await getDb();
    const token = await signInByCode(user);
    const [row] = await db.select().from(meetingSessions).where(eq(meetingSessions.user_id, user.id));
    const days = (row!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(token).toBeTruthy();
    // The fixtures' slots are close: the session ends with the expo, well before 30 days.
    await slot(ubDate(3), '09:00');
    await db.delete(meetingSessions).where(eq(meetingSessions.user_id, user.id));
    await signInByCode(user);
    const [short] = await db.select().from(meetingSessions).where(eq(meetingSessions.user_id, user.id));
    const shortDays = (short!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeLessThanOrEqual(SESSION_DAYS);
    expect(shortDays).toBeGreaterThan(3);
    expect(shortDays).toBeLessThanOrEqual(6);
    expect(shortDays).toBeLessThan(SESSION_DAYS);
  });

  it('sets the cookie’s lifetime to the session’s', async () => {
    await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`).then(async (sent) => {
      const res = await call('POST', '/api/yp/verify/confirmation-code', { body: { id: sent.json.user.id, confirmation_code: lastCodeFor(user.email) } });
      const maxAge = Number(res.headers.get('set-cookie')!.match(/Max-Age=(\d+)/)![1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(SESSION_DAYS * 86_400);
    });
  });
});
