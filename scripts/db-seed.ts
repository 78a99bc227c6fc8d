/** `npm run db:seed`: migrates, loads the demo content when the database is empty, and prints the row counts. */
import { closeDb, getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { tableCounts } from '@/lib/db/seed/counts';

async function main() {
  const db = await getDb();
  const started = Date.now();
  const { seeded } = await seedDatabase(db);
  console.log(seeded ? `Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.` : 'The database already has accounts; nothing was loaded.');
  for (const [table, rows] of Object.entries(await tableCounts(db))) console.log(`  ${table.padEnd(24)} ${rows}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
