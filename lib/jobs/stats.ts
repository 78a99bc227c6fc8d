import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '@/lib/db/client';
import { mailMessages } from '@/lib/mail/schema';
import { QUEUES } from './queues';

export type JobStats = { queues: { name: string; counts: Record<string, number> }[]; mail: Record<string, number> };

/** Queue depth per queue and the mail log by status, for the metrics (lib/observability/metrics.mjs). */
export async function jobStats(boss: PgBoss, db: Db): Promise<JobStats> {
  const queues = await Promise.all(
    Object.values(QUEUES).map(async (name) => {
      const [s] = await boss.getQueueStats(name);
      return { name, counts: { ready: s?.readyCount ?? 0, deferred: s?.deferredCount ?? 0, active: s?.activeCount ?? 0, failed: s?.failedCount ?? 0 } };
    }),
  );
  const rows = await db.select({ status: mailMessages.status, n: sql<number>`count(*)::int` }).from(mailMessages).groupBy(mailMessages.status);
  const mail: Record<string, number> = { scheduled: 0, queued: 0, retrying: 0, sent: 0, failed: 0 };
  for (const r of rows) mail[r.status] = r.n;
  return { queues, mail };
}
