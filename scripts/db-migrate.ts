/**
 * `npm run db:migrate`: opening the database applies the committed migrations (drizzle/); then member files
 * stored when they were still public are moved to private storage.
 */
import { closeDb, getDb } from '@/lib/db/client';
import { privatizeMemberFiles } from '@/lib/assessment/privatize-files';

async function main() {
  const db = await getDb();
  console.log(`Migrations applied (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}).`);
  console.log(`Member proof files and attachments made private: ${await privatizeMemberFiles(db)}.`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
