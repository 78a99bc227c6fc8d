import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminFromToken, type AdminSession } from './session';
import { SESSION_COOKIE } from './cookie';

/** The login URL that also drops a session cookie which no longer verifies (see proxy.ts). */
export const LOGIN_RESET_PATH = '/admin/login?reset=1';

/**
 * For admin layouts and pages: the signed-in account, or a redirect to the login page. A cookie that does
 * not verify (forged, expired, account removed) is dropped on the way, or the proxy would send the browser
 * from the login page straight back here.
 */
export async function requireAdminPage(): Promise<AdminSession> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const admin = await adminFromToken(token);
  if (!admin) redirect(token ? LOGIN_RESET_PATH : '/admin/login');
  return admin;
}

export async function currentAdmin(): Promise<AdminSession | null> {
  return adminFromToken((await cookies()).get(SESSION_COOKIE)?.value);
}
