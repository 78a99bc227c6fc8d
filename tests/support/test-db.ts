import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { connectPostgres, openPglite, type Db } from '@/lib/db/client';
import { databaseUrl, dropDatabase, onServer } from './global-db';

/** A new PostgreSQL database copied from the migrated template that tests/support/global-db.ts made. */
async function openPostgresCopy(baseUrl: string, template: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const { db, pool } = await connectPostgres(databaseUrl(baseUrl, name), 10);
  return {
    db,
    close: () => dropDatabase(baseUrl, name, pool),
  };
}

/** A fresh migrated database for one test file: a copy of the run's migrated template. */
export function openTestDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  return url ? openPostgresCopy(url, template) : openPglite(undefined, new Blob([fs.readFileSync(template)]));
}
