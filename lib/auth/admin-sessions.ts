import crypto from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { adminSessions } from './schema';

/** How long a back-office sign-in lasts (the JWT's own expiry is the same). */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/** Records a new sign-in of the account and returns its session id, for the JWT's `sid` claim. */
export async function startAdminSession(db: DbOrTx, accountId: number, now = new Date()): Promise<string> {
  const id = crypto.randomBytes(24).toString('base64url');
  await db.delete(adminSessions).where(and(eq(adminSessions.account_id, accountId), lte(adminSessions.expires_at, now)));
  await db.insert(adminSessions).values({ id, account_id: accountId, expires_at: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000), created_at: now });
  return id;
}

/** Sign-out: the session's token is refused from now on, wherever it was copied to. The account it belonged to, if any. */
export async function endAdminSession(db: DbOrTx, sid: unknown): Promise<number | undefined> {
  if (typeof sid !== 'string' || !sid) return undefined;
  const [ended] = await db.delete(adminSessions).where(eq(adminSessions.id, sid)).returning({ account_id: adminSessions.account_id });
  return ended?.account_id;
}
