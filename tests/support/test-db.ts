import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openPglite, type Db } from '@/lib/db/client';
import { databaseUrl, onServer } from './global-db';

/** A new PostgreSQL database copied from the migrated template that tests/support/global-db.ts made. */
async function openPostgresCopy(baseUrl: string, template: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('@/lib/db/schema');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const pool = new Pool({ connectionString: databaseUrl(baseUrl, name), max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    close: async () => {
      // DROP ... WITH (FORCE) below ends connections whose goodbye is still in flight; that is expected here.
      pool.on('error', () => {});
      await pool.end();
      await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh migrated database for one test file: a copy of the run's migrated template. */
export function openTestDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  return url ? openPostgresCopy(url, template) : openPglite(undefined, new Blob([fs.readFileSync(template)]));
}
