import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from './test-db';
import { closeDb, setDb } from '@/lib/db/client';

/** Every test file gets its own fresh, migrated database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
// The mail worker runs inside each test process; it looks for due jobs often (new ones wake it at once).
process.env.JOB_POLL_SECONDS ??= '0.5';

beforeAll(async () => {
  const { db, close } = await openTestDatabase();
  setDb(db, close);
});

afterAll(async () => {
  await closeDb();
});
