import { describe, expect, it } from 'vitest';
import { encode, decode } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { adminSessions } from '@/lib/auth/schema';
import { authOptions } from '@/lib/auth/options';
import { authSecret } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { adminCookie, call } from '../support/api';

/* Issue 17.8: a back-office session ends at sign-out, even though its JWT is still validly signed. */

const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

describe('back-office sessions', () => {
  it('a signed-in session works until sign-out, then the same cookie is refused', async () => {
    const cookie = await adminCookie(2);
    expect((await call('GET', '/api/admin/get/account', { cookie })).status).toBe(200);
    const token = await decode({ token: tokenOf(cookie), secret: authSecret()! });
    await authOptions().events!.signOut!({ token: token!, session: undefined as never });
    expect((await call('GET', '/api/admin/get/account', { cookie })).status).toBe(401);
  });

  it('refuses a validly signed token that names no session (the old stateless kind) or an unknown one', async () => {
    const email = `nosid-${Math.random().toString(36).slice(2)}@example.com`;
    await (await getDb()).insert(adminAccounts).values({ first_name: 'Тест', email, account_role: 2 });
    for (const claims of [{ email }, { email, sid: 'made-up-session-id' }]) {
      const token = await encode({ token: claims, secret: authSecret()! });
      expect((await call('GET', '/api/admin/get/account', { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
    }
  });

  it('refuses a session that has expired, and one that belongs to another account', async () => {
    const cookie = await adminCookie(2);
    const other = await adminCookie(2);
    const mine = await decode({ token: tokenOf(cookie), secret: authSecret()! });
    const theirs = await decode({ token: tokenOf(other), secret: authSecret()! });
    const borrowed = await encode({ token: { email: mine!.email, sid: theirs!.sid }, secret: authSecret()! });
    expect((await call('GET', '/api/admin/get/account', { cookie: `${SESSION_COOKIE}=${borrowed}` })).status).toBe(401);
    await (await getDb()).update(adminSessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(adminSessions.id, mine!.sid as string));
    expect((await call('GET', '/api/admin/get/account', { cookie })).status).toBe(401);
  });

  it('signing in records a session whose id the JWT carries', async () => {
    const email = `signin-${Math.random().toString(36).slice(2)}@example.com`;
    const db = await getDb();
    const [row] = await db.insert(adminAccounts).values({ first_name: 'Тест', email, account_role: 2 }).returning();
    const jwt = authOptions().callbacks!.jwt!;
    const token = await jwt({ token: { email }, user: { id: String(row!.id), email }, account: null, trigger: 'signIn' } as never);
    expect(token.sid).toEqual(expect.any(String));
    const sessions = await db.select().from(adminSessions).where(eq(adminSessions.account_id, row!.id));
    expect(sessions.map((s) => s.id)).toEqual([token.sid]);
    const cookie = `${SESSION_COOKIE}=${await encode({ token, secret: authSecret()! })}`;
    expect((await call('GET', '/api/admin/get/account', { cookie })).status).toBe(200);
  });
});
