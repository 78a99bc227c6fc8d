import 'server-only';
import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import { beforeDbClose, getDb, isEmbedded, type Db } from '@/lib/db/client';
import { createQueues } from './queues';
import { jobSettings } from './settings';
import { jobStats, type JobStats } from './stats';

/*
 * One pg-boss per process, on the database the product already has. With PostgreSQL it gets its own small pool
 * (and a LISTEN connection) on the same database. With the embedded PGlite it runs through pg-boss's PGlite
 * adapter on the one connection: PGlite queues every statement behind the running transaction, so the worker
 * waits while a request's transaction is open and vice versa, SKIP LOCKED and advisory locks hold trivially
 * (there is no second session), and LISTEN/NOTIFY works in-process.
 */

/** On globalThis: the instrumentation hook and the route handlers load these modules separately, in one process. */
type Holder = { db?: Db; promise?: Promise<PgBoss>; working?: WeakSet<PgBoss>; stats?: () => Promise<JobStats> };
const holder: Holder = ((globalThis as { __miningJobs?: Holder }).__miningJobs ??= {});

type Client = { options?: { connectionString?: string } } & Partial<PGliteLike>;

function connectionOf(db: Db) {
  const client = (db as unknown as { $client: Client }).$client;
  const url = client.options?.connectionString;
  if (url) return { connectionString: url, max: Number(process.env.JOBS_POOL_SIZE ?? 3) };
  if (isEmbedded(db)) return { db: fromPglite(client as PGliteLike), backend: 'pglite' as const };
  throw new Error('The job queue needs PostgreSQL (a connection string) or PGlite.');
}

async function open(db: Db): Promise<PgBoss> {
  const boss = new PgBoss({ ...connectionOf(db), useListenNotify: true, superviseIntervalSeconds: jobSettings().superviseSeconds });
  boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? (error.stack ?? error.message) : error));
  boss.on('warning', (warning) => console.warn('[jobs]', warning.message));
  await boss.start();
  await createQueues(boss);
  const forget = beforeDbClose(async () => {
    holder.promise = undefined;
    holder.db = undefined;
    holder.stats = undefined;
    await boss.stop({ graceful: true, timeout: 5000 });
  });
  boss.once('stopped', forget);
  holder.stats = () => jobStats(boss, db);
  return boss;
}

/** Marks `boss` as having this process's workers; false when it already had them. */
export function claimWorkers(boss: PgBoss): boolean {
  const working = (holder.working ??= new WeakSet());
  if (working.has(boss)) return false;
  working.add(boss);
  return true;
}

export function releaseWorkers(boss: PgBoss) {
  holder.working?.delete(boss);
}

/** The process's started pg-boss on the current database (started on first use). */
export async function getBoss(): Promise<PgBoss> {
  const db = await getDb();
  if (holder.db !== db || !holder.promise) {
    holder.db = db;
    holder.promise = open(db).catch((error) => {
      holder.promise = undefined;
      throw error;
    });
  }
  return holder.promise;
}
