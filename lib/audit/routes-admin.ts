import { z } from 'zod';
import { and, desc, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Route } from '@/lib/api/table';
import { isoDate, limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList, listRoute } from '@/lib/api/list-route';
import { listPage } from '@/lib/api/list-page';
import { addDays, ubDayStart } from '@/lib/site/ulaanbaatar-time';
import { auditLog as t } from './schema';

const optionalText = z.string().trim().max(200, 'Хэт урт байна.').optional();

// The issue's own parameters: entity (exact), actor (e-mail contains), from/to (Ulaanbaatar days).
const auditShape = { page: pageParam, limit: limitParam(20), entity: optionalText, actor: optionalText, from: isoDate.optional(), to: isoDate.optional() };

export const auditLogList = defineList({ id: t.id, shape: auditShape, rows: 'entries', file: 'audit-log' }, {
  at: { sql: t.at, kind: 'date', label: 'Огноо' },
  account_email: { sql: t.account_email, kind: 'text', label: 'Хэрэглэгч' },
  entity: { sql: t.entity, kind: 'text', label: 'Өгөгдөл' },
  entity_id: { sql: t.entity_id, kind: 'text', label: 'Дугаар' },
  action: { sql: t.action, kind: 'text', label: 'Үйлдэл' },
  changes: { sql: t.changes, kind: 'text', label: 'Өөрчлөлт', sortable: false },
  ip: { sql: t.ip, kind: 'text', label: 'IP' },
});

/** GET /get/audit-log: admins only (access 'accounts'), newest first unless sorted. Nothing edits or deletes entries. */
export const auditAdminRoutes: Route[] = [
  listRoute(auditLogList, {
    path: '/get/audit-log',
    access: 'accounts',
    handler: async ({ db, query }, list) => {
      const where = and(
        query.entity ? sql`${t.entity} = ${query.entity}` : undefined,
        query.actor ? ilike(t.account_email, `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        query.from ? gte(t.at, ubDayStart(query.from)) : undefined,
        query.to ? lt(t.at, ubDayStart(addDays(query.to, 1))) : undefined,
      );
      const { rows: entries, total } = await listPage(db, t, { page: query.page, limit: query.limit, where, order: [desc(t.at), desc(t.id)] }, list);
      return { entries, total, totalPages: totalPages(total, query.limit) };
    },
  }),
];
