import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminFromToken, type AdminSession } from './session';
import { SESSION_COOKIE } from './cookie';

/** For admin layouts and pages: the signed-in account, or a redirect to the login page. */
export async function requireAdminPage(): Promise<AdminSession> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const admin = await adminFromToken(token);
  if (!admin) redirect('/admin/login');
  return admin;
}

export async function currentAdmin(): Promise<AdminSession | null> {
  return adminFromToken((await cookies()).get(SESSION_COOKIE)?.value);
}
