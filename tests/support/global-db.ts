import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, MIGRATIONS_FOLDER, openPglite } from '@/lib/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar file) or the name of a migrated PostgreSQL template database. */
    databaseTemplate: string;
  }
}

/**
 * Migrates one database before any test file runs; each file then starts from a copy of it (tests/support/test-db.ts).
 * Starting PGlite from a dumped data directory and copying a PostgreSQL template both skip initdb and the
 * migrations, which cost every file about 3.5 s of CPU on PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = await migratedPostgresTemplate(url);
    project.provide('databaseTemplate', name);
    return () => dropDatabase(url, name);
  }
  const { db, close } = await openPglite();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mining-test-db-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
  await close();
  project.provide('databaseTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function migratedPostgresTemplate(baseUrl: string) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  // A template database may have no connections while it is copied: this pool ends before any test file starts.
  const pool = new Pool({ connectionString: databaseUrl(baseUrl, name), max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  await pool.end();
  return name;
}

/** Runs one statement (CREATE or DROP DATABASE) on a connection of its own to the server at baseUrl. */
export async function onServer(baseUrl: string, statement: string) {
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: baseUrl, max: 1 });
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Ends `pool` (if any) and drops the database `name`. DROP ... WITH (FORCE) also ends connections whose goodbye
 * is still in flight; that is expected here, so the pool stops reporting them.
 */
export async function dropDatabase(baseUrl: string, name: string, pool?: import('pg').Pool) {
  if (pool) {
    pool.removeAllListeners('error').on('error', () => {});
    await pool.end();
  }
  await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** baseUrl with its database replaced by `name`. */
export function databaseUrl(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
