import { decode } from 'next-auth/jwt';
import { authSecret } from '@/lib/env';

/**
 * The e-mail inside a back-office session token whose signature and expiry hold, else null. No database:
 * the proxy uses it to turn forged, expired and tampered cookies away before anything renders; whether the
 * account still exists is checked next to the data (adminFromToken).
 */
export async function sessionEmail(token: string | undefined): Promise<string | null> {
  return (await sessionClaims(token))?.email ?? null;
}

/** The e-mail and session id (sid) of a token whose signature and expiry hold, else null. */
export async function sessionClaims(token: string | undefined): Promise<{ email: string; sid: string | null } | null> {
  const secret = authSecret();
  if (!token || !secret) return null;
  try {
    const claims = await decode({ token, secret });
    if (typeof claims?.email !== 'string') return null;
    return { email: claims.email, sid: typeof claims.sid === 'string' ? claims.sid : null };
  } catch {
    return null;
  }
}
