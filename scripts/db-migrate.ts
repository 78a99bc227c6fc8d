/** `npm run db:migrate`: opening the database applies the committed migrations (drizzle/). */
import { closeDb, getDb } from '@/lib/db/client';

async function main() {
  await getDb();
  console.log(`Migrations applied (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}).`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
