import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { readAdminSession } from '@/lib/auth/session';
import { canAccess } from '@/lib/auth/roles';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** A scraper's `Authorization: Bearer $METRICS_TOKEN`, compared in constant time. */
function bearerMatches(req: Request): boolean {
  const expected = env().METRICS_TOKEN;
  const given = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return Boolean(expected && given && crypto.timingSafeEqual(digest(given), digest(expected)));
}

/** Who may read the metrics: a scraper holding METRICS_TOKEN, or a signed-in admin. 401/403 otherwise. */
export async function metricsAccess(req: Request): Promise<200 | 401 | 403> {
  if (bearerMatches(req)) return 200;
  const admin = await readAdminSession(req);
  if (!admin) return 401;
  return canAccess(admin.account_role, 'accounts') ? 200 : 403;
}
