import { count, desc } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { officeRequests } from './schema';
import { news } from '@/lib/news/schema';

/** Membership requests, newest first. */
export async function listOfficeRequests(db: Db, { page, limit }: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(officeRequests).orderBy(desc(officeRequests.created_at), desc(officeRequests.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(officeRequests),
  ]);
  return { rows, total };
}

export async function dashboardCounts(db: Db) {
  const [[{ newsCount }], [{ requestCount }]] = await Promise.all([
    db.select({ newsCount: count() }).from(news),
    db.select({ requestCount: count() }).from(officeRequests),
  ]);
  return { newsCount, requestCount };
}
