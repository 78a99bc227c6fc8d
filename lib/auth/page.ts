import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminFromToken, type AdminSession } from './session';
import { SESSION_COOKIE } from './cookie';

/** The login URL that also drops a session cookie whose account is gone (see proxy.ts). */
export const LOGIN_RESET_PATH = '/admin/login?reset=1';

/**
 * For admin layouts and every admin page: the signed-in account, or a redirect to the login page. Pages
 * call it as well as the shell layout because Next skips a layout the browser says it already shows (a
 * client navigation's router-state header, which anyone can send), rendering only the page below it.
 * A cookie whose account is gone is dropped on the way, or the proxy (which checks only the signature)
 * would send the browser from the login page straight back here. Once per request: layout and page share
 * the lookup.
 */
export const requireAdminPage = cache(async (): Promise<AdminSession> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const admin = await adminFromToken(token);
  if (!admin) redirect(token ? LOGIN_RESET_PATH : '/admin/login');
  return admin;
});
