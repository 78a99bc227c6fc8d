/**
 * `npm run db:restore -- FILE`: replaces the database in use with a backup from `npm run db:backup`.
 * Embedded: the server must be stopped (lock); the restored copy is checked before it is swapped in, and the
 * replaced directory is kept beside it. PostgreSQL: an SQL dump runs through psql in one transaction; a
 * portable dump is loaded through the driver in one transaction. Either way a failed restore changes nothing.
 */
import path from 'node:path';
import { env } from '@/lib/env';
import { restorePglite, restorePostgres } from './reliability/backup';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore -- <file>');
  const { DATABASE_URL, dataDir } = env();
  if (DATABASE_URL) {
    const format = await restorePostgres(DATABASE_URL, file);
    console.log(`Restored ${path.resolve(file)} (${format}) into PostgreSQL.`);
    return;
  }
  const { previous } = await restorePglite(path.join(dataDir, 'pglite'), file);
  console.log(`Restored ${path.resolve(file)} into ${path.join(dataDir, 'pglite')}.${previous ? ` The replaced database is kept in ${previous}.` : ''}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
