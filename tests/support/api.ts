import { encode } from 'next-auth/jwt';
import { sql } from 'drizzle-orm';
import { startAdminSession } from '@/lib/auth/admin-sessions';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { getDb } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { authSecret } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/auth/cookie';

export const ORIGIN = 'http://localhost:3000';

type CallInit = { body?: unknown; form?: FormData; cookie?: string; headers?: Record<string, string> };

/** Calls the API as a browser on our own origin would, through the same dispatcher the server uses. */
export async function call(method: string, path: string, init: CallInit = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  if (method !== 'GET' && !('origin' in headers)) headers.origin = ORIGIN;
  const res = await dispatch(allTables, new Request(`${ORIGIN}${path}`, { method, headers, body }));
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers, text };
}

/** A session cookie for a back-office account with the given role, creating the account and a live session. */
export async function adminCookie(role = 2, email = `admin${role}-${Math.random().toString(36).slice(2)}@example.com`) {
  const db = await getDb();
  await db.insert(adminAccounts).values({ first_name: 'Тест', email, account_role: role }).onConflictDoNothing();
  const [account] = await db.select({ id: adminAccounts.id }).from(adminAccounts).where(sql`lower(${adminAccounts.email}) = ${email.toLowerCase()}`);
  const sid = await startAdminSession(db, account!.id);
  const token = await encode({ token: { email, sid }, secret: authSecret()! });
  return `${SESSION_COOKIE}=${token}`;
}
