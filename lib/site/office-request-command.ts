import 'server-only';
import type { Db } from '@/lib/db/client';
import { withJobs } from '@/lib/jobs';
import { tooManyRequests } from '@/lib/api/errors';
import { rateLimit } from '@/lib/security/rate-limit';
import { limitPerEmail } from '@/lib/security/form-limits';
import { officeRequests } from './schema';
import type { OfficeRequest } from './office-request';
import { queueOfficeRequestMail } from './office-request-mail';

/** Requests one address may send in ten minutes: plenty for a person, little for a script. */
const REQUESTS_PER_WINDOW = 5;

/** Stores a membership request for the back office's requests list, with its acknowledgement and staff notice. */
export async function insertOfficeRequest(db: Db, request: OfficeRequest, ip: string) {
  const limit = await rateLimit(db, `office-request:${ip}`, { limit: REQUESTS_PER_WINDOW, windowSeconds: 600 });
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  await limitPerEmail(db, 'office-request', request.email);
  return withJobs(db, async (jobs) => {
    const [row] = await jobs.tx.insert(officeRequests).values(request).returning({ id: officeRequests.id });
    await queueOfficeRequestMail(jobs, request, row!.id);
    return row!;
  });
}
