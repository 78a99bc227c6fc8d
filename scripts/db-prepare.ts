/**
 * Run by `npm start` before the server: applies migrations and, on an empty embedded (PGlite) database,
 * loads the demo content. A PostgreSQL database is only migrated; seed it on purpose with `npm run db:seed`.
 * It closes the database before exiting, which releases the PGlite lock for the server.
 */
import { closeDb, getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';

async function main() {
  const db = await getDb();
  if (process.env.DATABASE_URL) return;
  const { seeded } = await seedDatabase(db);
  if (seeded) console.log('Empty database: demo content loaded (sign in as admin@example.com).');
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
