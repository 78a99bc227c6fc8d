import { z } from 'zod';
import type { AdminSession } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { route, type Route } from './table';
import { idParam } from './params';

export const BULK_ACTIONS = ['delete', 'approve', 'reject', 'status'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_IDS = 500;

type BulkContext = { db: Db; admin: AdminSession; ids: number[]; status?: string; reason?: string };
/** Runs one action over the ids in one transaction, with the single-row version's side effects; the rows changed. */
type BulkHandler = (ctx: BulkContext) => Promise<number>;

/**
 * POST <prefix>/bulk/<resource> {action, ids (1..500), status?, reason?} -> {done}: the rows the action changed. Ids that
 * are not rows of this resource (another table's, or a request already published) are simply not counted.
 */
export function bulkRoute(resource: string, handlers: Partial<Record<BulkAction, BulkHandler>>, statuses: readonly string[] = []): Route {
  const actions = Object.keys(handlers) as [BulkAction, ...BulkAction[]];
  const body = z
    .object({
      action: z.enum(actions, { error: `action нь ${actions.join(', ')}-ийн нэг байна.` }),
      ids: z
        .array(idParam, { error: 'ids: дугааруудын жагсаалт илгээнэ үү.' })
        .min(1, 'Дор хаяж нэг мөр сонгоно уу.')
        .max(BULK_MAX_IDS, `Нэг удаад ${BULK_MAX_IDS}-аас олон мөр сонгох боломжгүй.`)
        .transform((ids) => [...new Set(ids)]),
      status: statuses.length ? z.enum(statuses as [string, ...string[]], { error: `status нь ${statuses.join(', ')}-ийн нэг байна.` }).optional() : z.undefined({ error: 'status нь энэ үйлдэлд хэрэггүй.' }).optional(),
      /** Why, for actions that tell someone (a declined registration is mailed the reason). */
      reason: z.string().trim().max(1000, 'Шалтгаан 1000 тэмдэгтээс ихгүй байна.').optional(),
    })
    .refine((b) => b.action !== 'status' || b.status !== undefined, { path: ['status'], message: 'Төлөв сонгоно уу.' });
  return route({
    method: 'POST',
    path: `/bulk/${resource}`,
    access: 'write',
    body,
    handler: async ({ db, admin, body }) => ({ done: await handlers[body.action]!({ db, admin: admin!, ids: body.ids, status: body.status, reason: body.reason }) }),
  });
}
