import { decode } from 'next-auth/jwt';
import { authSecret } from '@/lib/env';

/**
 * The e-mail inside a back-office session token whose signature and expiry hold, else null. No database:
 * the proxy uses it to turn forged, expired and tampered cookies away before anything renders; whether the
 * account still exists is checked next to the data (adminFromToken).
 */
export async function sessionEmail(token: string | undefined): Promise<string | null> {
  const secret = authSecret();
  if (!token || !secret) return null;
  try {
    const email = (await decode({ token, secret }))?.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
