import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from './test-db';
import { closeDb, setDb } from '@/lib/db/client';

/** Every test file gets its own fresh, migrated database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
beforeAll(async () => {
  const { db, close } = await openTestDatabase();
  setDb(db, close);
});

afterAll(async () => {
  await closeDb();
});
