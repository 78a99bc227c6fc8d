import 'server-only';
import { getDb } from '@/lib/db/client';
import { HttpError, jsonError } from '@/lib/api/errors';
import { clientIp } from './client-ip';
import { limitPerEmail, limitPerIp, type Limit } from './form-limits';

/** Sign-in attempts (provider callbacks and sign-in posts): generous for staff, a wall for scripts. */
export const SIGN_IN_LIMITS: { perIp: Limit; perEmail: Limit } = {
  perIp: { limit: 60, windowSeconds: 600 },
  perEmail: { limit: 30, windowSeconds: 600 },
};

/**
 * The limits in force: SIGN_IN_LIMIT raises the attempts per address (and half of it per e-mail) where one
 * address and one account sign in all day on purpose: the browser tests sign in dozens of times from 127.0.0.1.
 */
function limitsInForce(): typeof SIGN_IN_LIMITS {
  const perIp = Number(process.env.SIGN_IN_LIMIT);
  if (!Number.isInteger(perIp) || perIp < 2) return SIGN_IN_LIMITS;
  return { perIp: { ...SIGN_IN_LIMITS.perIp, limit: perIp }, perEmail: { ...SIGN_IN_LIMITS.perEmail, limit: Math.floor(perIp / 2) } };
}

const ATTEMPT = /^\/api\/auth\/(callback|signin)\//;

/**
 * Counts a back-office sign-in attempt before next-auth handles it, per caller address and, for the
 * e-mail sign-in, per e-mail. Returns the 429 answer (with Retry-After) when over the limit, else null.
 */
export async function signInLimit(req: Request): Promise<Response | null> {
  if (!ATTEMPT.test(new URL(req.url).pathname)) return null;
  try {
    const db = await getDb();
    const limits = limitsInForce();
    await limitPerIp(db, 'sign-in', clientIp(req), limits.perIp);
    const email = req.method === 'POST' ? (await req.clone().formData().catch(() => null))?.get('email') : null;
    if (typeof email === 'string' && email) await limitPerEmail(db, 'sign-in', email, limits.perEmail);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return jsonError(error.status, error.message, {}, { 'Retry-After': String(error.extra.retryAfter) });
  }
}
