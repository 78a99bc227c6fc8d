import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { SESSION_COOKIE, readCookie } from './cookie';
import { sessionClaims } from './token';
import { adminSessions } from './schema';
import { noteActor } from '@/lib/observability/context.mjs';

export type AdminSession = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  account_role: number;
};

/**
 * The signed-in back-office account behind a session token, read fresh from the accounts table so a
 * deleted account or a changed role takes effect at once. A forged, expired or tampered token gives null, and
 * so does a token whose session is over (signed out, expired) or that names none: a JWT alone is not enough.
 */
export async function adminFromToken(token: string | undefined, now = new Date()): Promise<AdminSession | null> {
  const claims = await sessionClaims(token);
  if (!claims?.sid) return null;
  const { email, sid } = claims;
  const db = await getDb();
  const [account] = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      first_name: adminAccounts.first_name,
      last_name: adminAccounts.last_name,
      position: adminAccounts.position,
      account_role: adminAccounts.account_role,
    })
    .from(adminAccounts)
    .innerJoin(adminSessions, and(eq(adminSessions.account_id, adminAccounts.id), eq(adminSessions.id, sid), gt(adminSessions.expires_at, now)))
    .where(sql`lower(${adminAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (account) noteActor('account', account.id);
  return account ?? null;
}

export function readAdminSession(req: Request) {
  return adminFromToken(readCookie(req.headers.get('cookie'), SESSION_COOKIE));
}
