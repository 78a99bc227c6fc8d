import 'server-only';
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss, type SendOptions } from 'pg-boss';
import type { Db, Tx } from '@/lib/db/client';
import { claimWorkers, getBoss, releaseWorkers } from './boss';
import type { QueueName } from './queues';
import { jobSettings } from './settings';

/**
 * The started job queue, with this process's workers running (unless JOB_WORKER=off). The server starts it at
 * boot (instrumentation.ts); anything that queues a job before that starts it here.
 */
export async function getJobs(): Promise<PgBoss> {
  const boss = await getBoss();
  if (jobSettings().worker && claimWorkers(boss)) {
    const { startWorkers, stopWorkers } = await import('./workers');
    await startWorkers(boss).catch(async (error) => {
      // A start that failed part-way (the database restarting) is undone, so the next one adds no second workers.
      await stopWorkers(boss);
      releaseWorkers(boss);
      throw error;
    });
  }
  return boss;
}

/** Jobs written in a transaction: they exist exactly when the change that caused them was committed. */
export type JobWriter = {
  tx: Tx;
  send(queue: QueueName, data: object, options?: Omit<SendOptions, 'db'>): Promise<string | null>;
  cancel(queue: QueueName, ids: string[]): Promise<unknown>;
};

/**
 * Runs `change` in one transaction whose jobs (mail, reminders, expiries) are inserted through the same
 * connection, so a rolled-back change leaves no job and a committed one never lacks its job. The queue is
 * started before the transaction opens: on PGlite nothing may wait for the database inside a transaction.
 */
export async function withJobs<T>(db: Db, change: (jobs: JobWriter) => Promise<T>): Promise<T> {
  const boss = await getJobs();
  return db.transaction((tx) => {
    const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
    return change({
      tx,
      send: (queue, data, options = {}) => boss.send(queue, data, { ...options, db }),
      cancel: (queue, ids) => boss.cancel(queue, ids, { db }),
    });
  });
}
