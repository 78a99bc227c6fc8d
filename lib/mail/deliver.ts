import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Db } from '@/lib/db/client';
import { metrics } from '@/lib/observability/metrics.mjs';
import { transmit } from './index';
import { mailMessages } from './schema';

export type MailJob = JobWithMetadata<{ id: number }>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers one queued message. A row that is gone (an unscheduled reminder) or already sent (a job run again
 * after a crash) is done without sending. A failure is recorded on the row (retrying, or failed after the last
 * try) and returned as a failure, so pg-boss retries it on its back-off. A message past its deadline fails
 * without being sent. Secret messages lose their body once settled.
 */
export async function deliverMail(db: Db, job: MailJob, now = new Date()): Promise<JobResult['status']> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, job.data.id));
  if (!row || row.status === 'sent' || !row.message) return 'completed';
  const settledBody = row.secret ? { message: null } : {};
  if (row.deliver_by && now > row.deliver_by) {
    await db
      .update(mailMessages)
      .set({ status: 'failed', last_error: row.last_error ?? 'Хугацаандаа илгээгдсэнгүй (deadline passed).', updated_at: now, ...settledBody })
      .where(eq(mailMessages.id, row.id));
    return 'completed';
  }
  try {
    await transmit(row.message, { id: row.id, createdAt: row.created_at });
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    await db
      .update(mailMessages)
      .set({
        status: last ? 'failed' : 'retrying',
        attempts: sql`${mailMessages.attempts} + 1`,
        last_error: describe(error),
        updated_at: new Date(),
        ...(last ? settledBody : {}),
      })
      .where(eq(mailMessages.id, row.id));
    metrics.mailFailures.inc({ kind: row.kind });
    console.warn(`[mail] message ${row.id} (${row.kind}) to ${row.recipient}: try ${job.retryCount + 1} failed: ${describe(error)}`);
    return 'failed';
  }
  const sentAt = new Date();
  await db
    .update(mailMessages)
    .set({ status: 'sent', attempts: sql`${mailMessages.attempts} + 1`, sent_at: sentAt, updated_at: sentAt, ...settledBody })
    .where(eq(mailMessages.id, row.id));
  return 'completed';
}

/** A batch of mail jobs, one after another (one SMTP conversation at a time per worker). */
export async function deliverMailBatch(db: Db, jobs: MailJob[]): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    const status = await deliverMail(db, job).catch((error) => {
      console.error(`[mail] job ${job.id} could not be processed:`, error);
      return 'failed' as const;
    });
    results.push({ id: job.id, status });
  }
  return results;
}
