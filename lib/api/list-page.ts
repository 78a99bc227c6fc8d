import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { orderOr, type ListSql } from './list-query';

/**
 * One page of a single-table admin list and its total: the list's own condition and the contract's filters,
 * the contract's sort or else the list's default order. Lists that join other tables write their own query.
 */
export async function listPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  q: { page: number; limit: number; where?: SQL; order: SQL[] },
  list?: ListSql,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = and(q.where, list?.where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderOr(list, q.order))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.$count(table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}
