import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env } from '@/lib/env';
import { acquireDirectoryLock } from './lock';

export type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres databases are both PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** pool: the PostgreSQL pool, read by the metrics (lib/observability/metrics.mjs). */
type Holder = {
  promise?: Promise<Db>;
  close?: () => Promise<void>;
  pool?: import('pg').Pool;
  /** What must stop before the database closes (the job worker, lib/jobs). */
  users?: Set<() => Promise<void>>;
};
const holder: Holder = ((globalThis as { __miningDb?: Holder }).__miningDb ??= {});

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * A migrated node-postgres database. The server may end a connection the pool holds idle (a restart, a failover,
 * pg_terminate_backend, idle_session_timeout); node-postgres reports that on the pool, and an unheard 'error' event
 * is thrown as an uncaught exception (ending a script; Next logs it as one). The pool has already dropped that
 * connection: the next query opens a new one.
 */
export async function connectPostgres(url: string, max: number) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', (error) => console.error('[db] PostgreSQL ended an idle connection:', error.message));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, pool, close: () => pool.end() };
}

async function openPostgres(url: string): Promise<Db> {
  const { db, pool, close } = await connectPostgres(url, Number(process.env.DATABASE_POOL_SIZE ?? 10));
  holder.pool = pool;
  holder.close = close;
  return db;
}

/**
 * Opens a PGlite database: in dataDir on disk (locked against a second process), or in memory when dataDir is
 * undefined, starting from `template` (a dumped data directory, see dumpPglite) when one is given.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<{ db: Db; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(`${dataDir}.lock`);
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: template });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Whether a database is the embedded PGlite (one in-process connection, no autovacuum), not a PostgreSQL server. */
export function isEmbedded(db: Db): boolean {
  return typeof (db as unknown as { $client: { exec?: unknown } }).$client.exec === 'function';
}

/** A PGlite database's data directory as a tar archive, for openPglite's `template`. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const client = (db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  return client.dumpDataDir('none');
}

async function open(): Promise<Db> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not opened during `next build`; pages that read data render on request.');
  }
  const config = env();
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const { db, close } = await openPglite(path.join(config.dataDir, 'pglite'));
  holder.close = close;
  return db;
}

/** The process-wide database, opened (and migrated) on first use. */
export function getDb(): Promise<Db> {
  holder.promise ??= open().catch((error) => {
    holder.promise = undefined;
    throw error;
  });
  return holder.promise;
}

/** Replaces the process-wide database (tests use an in-memory PGlite per file). */
export function setDb(db: Db, close?: () => Promise<void>) {
  holder.promise = Promise.resolve(db);
  holder.close = close;
}

/** Runs `stop` before the process-wide database closes; returns a function that forgets it. */
export function beforeDbClose(stop: () => Promise<void>): () => void {
  (holder.users ??= new Set()).add(stop);
  return () => holder.users?.delete(stop);
}

export async function closeDb() {
  const users = [...(holder.users ?? [])];
  holder.users?.clear();
  for (const stop of users) await stop().catch((error) => console.error('[db] stopping a database user failed:', error));
  const close = holder.close;
  holder.promise = undefined;
  holder.close = undefined;
  holder.pool = undefined;
  await close?.();
}
