import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { tooManyRequests } from '@/lib/api/errors';
import { rateLimit } from '@/lib/security/rate-limit';
import { limitPerEmail } from '@/lib/security/form-limits';
import { officeRequests } from './schema';
import type { OfficeRequest } from './office-request';

/** Requests one address may send in ten minutes: plenty for a person, little for a script. */
const REQUESTS_PER_WINDOW = 5;

/** Stores a membership request for the back office's requests list. */
export async function insertOfficeRequest(db: DbOrTx, request: OfficeRequest, ip: string) {
  const limit = await rateLimit(db, `office-request:${ip}`, { limit: REQUESTS_PER_WINDOW, windowSeconds: 600 });
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  await limitPerEmail(db, 'office-request', request.email);
  const [row] = await db.insert(officeRequests).values(request).returning({ id: officeRequests.id });
  return row!;
}
