import crypto from 'node:crypto';
import { openPglite, MIGRATIONS_FOLDER, type Db } from '@/lib/db/client';

async function openPostgresCopy(baseUrl: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const schema = await import('@/lib/db/schema');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: baseUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 10 });
  const pgDb = drizzle(pool, { schema });
  await migrate(pgDb, { migrationsFolder: MIGRATIONS_FOLDER });
  const db = pgDb as unknown as Db;
  return {
    db,
    close: async () => {
      // DROP ... WITH (FORCE) below ends connections whose goodbye is still in flight; that is expected here.
      pool.on('error', () => {});
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh migrated database for one test file. */
export function openTestDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresCopy(url) : openPglite();
}
