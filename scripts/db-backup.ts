/**
 * `npm run db:backup -- FILE`: a consistent backup of the database in use. Embedded (no DATABASE_URL):
 * PGlite's data directory as a gzip tarball; stop the server first, the directory lock refuses otherwise.
 * PostgreSQL: an SQL dump by pg_dump, or a portable JSON dump when pg_dump is missing or too old.
 * DB_BACKUP_FORMAT=portable writes the portable dump for either database (to move between them).
 */
import path from 'node:path';
import { env } from '@/lib/env';
import { backupPglite, backupPostgres } from './reliability/backup';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:backup -- <file>');
  const portable = process.env.DB_BACKUP_FORMAT === 'portable' ? 'portable' : undefined;
  const { DATABASE_URL, dataDir } = env();
  const format = DATABASE_URL ? await backupPostgres(DATABASE_URL, file, portable) : await backupPglite(path.join(dataDir, 'pglite'), file, portable);
  console.log(`Backup written to ${path.resolve(file)} (${format}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
