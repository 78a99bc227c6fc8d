import 'server-only';
import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { checkIn, checkInCounts } from './commands-checkin';
import { currentEventId } from './queries';
import { idParam } from '@/lib/api/params';

/** A ticket code as the QR carries it (32 hex digits); spaces and case from typing are forgiven. */
export const checkInSchema = z.object({
  code: z
    .string({ error: 'Тасалбарын кодыг оруулна уу.' })
    .transform((s) => s.replace(/\s+/g, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f]{32}$/, 'Тасалбарын код 32 тэмдэгт (0-9, a-f) байна.')),
});

/** Check-in at the door (/api/admin/week/check-in): staff who may edit registrations may check people in. */
export const weekCheckInRoutes: Route[] = [
  route({ method: 'POST', path: '/check-in', body: checkInSchema, maxBytes: 1024, handler: async ({ db, body }) => checkIn(db, body.code) }),
  route({
    method: 'GET',
    path: '/get/check-in-counts',
    // Without ?event: the current edition's (flagged in /admin/week/events), as on the dashboard.
    query: z.object({ event: idParam.optional() }),
    handler: async ({ db, query }) => ({ counts: await checkInCounts(db, query.event ?? (await currentEventId(db))) }),
  }),
];
