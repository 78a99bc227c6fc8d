import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDirectoryLock } from '@/lib/db/lock';
import { connectPostgres, openPglite } from '@/lib/db/client';
import { loadPortableDump, PORTABLE_MAGIC, readPortableDump, writePortableDump } from './portable-dump';

/**
 * Backup and restore for both databases (npm run db:backup / db:restore).
 * - Embedded PGlite: the data directory as PGlite's own gzip tarball (dumpDataDir / loadDataDir). The
 *   directory lock is taken, so a running server refuses the backup with a clear message instead of
 *   yielding an inconsistent copy.
 * - PostgreSQL: pg_dump's plain SQL (restored with psql) when the tools are on PATH, else the portable
 *   JSON dump through the driver. DB_BACKUP_FORMAT=portable asks for the portable dump anywhere.
 */
export type BackupFormat = 'pglite' | 'sql' | 'portable';

/** What a backup file holds, from its first bytes. */
export function backupFormat(file: string): BackupFormat {
  const head = Buffer.alloc(PORTABLE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('utf8') === PORTABLE_MAGIC) return 'portable';
  return 'sql';
}

/** Writes through a temporary name, so a crash never leaves half a backup under the real one. */
async function writeAtomically(file: string, write: (tmp: string) => Promise<void>) {
  const tmp = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await write(tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

async function createPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
}

const lockOf = (dataDir: string) => `${dataDir}.lock`;

export async function backupPglite(dataDir: string, file: string, format: 'pglite' | 'portable' = 'pglite'): Promise<BackupFormat> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  if (format === 'portable') {
    const { db, close } = await openPglite(dataDir);
    try {
      await writeAtomically(file, (tmp) => writePortableDump(db, tmp));
    } finally {
      await close();
    }
    return format;
  }
  const release = acquireDirectoryLock(lockOf(dataDir));
  try {
    const pg = await createPglite(dataDir);
    try {
      const dump = await pg.dumpDataDir('gzip');
      await writeAtomically(file, async (tmp) => fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()), { flush: true }));
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
  return format;
}

/**
 * Restores into a staging directory beside the database, checks that it opens, then swaps it in. The
 * replaced directory is kept as `<dir>.before-restore-<time>` (returned), so a wrong restore can be undone.
 */
export async function restorePglite(dataDir: string, file: string): Promise<{ previous: string | null }> {
  const format = backupFormat(file);
  if (format === 'sql') throw new Error(`${file} is a PostgreSQL SQL dump: restore it with DATABASE_URL set (psql).`);
  const release = acquireDirectoryLock(lockOf(dataDir));
  const staging = `${dataDir}.restoring`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    if (format === 'pglite') {
      const pg = await createPglite(staging, new Blob([fs.readFileSync(file)]));
      await pg.query('select 1');
      await pg.close();
    } else {
      const { db, close } = await openPglite(staging);
      try {
        await loadPortableDump(db, readPortableDump(file));
      } finally {
        await close();
      }
    }
    const previous = fs.existsSync(dataDir) ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}` : null;
    if (previous) fs.renameSync(dataDir, previous);
    fs.renameSync(staging, dataDir);
    return { previous };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

function run(command: string, args: string[]): { missing: boolean; status: number | null; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, PGCONNECT_TIMEOUT: '10' } });
  const missing = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  return { missing, status: result.status, stderr: result.stderr ?? '' };
}

export async function backupPostgres(url: string, file: string, format?: 'sql' | 'portable'): Promise<BackupFormat> {
  if (format !== 'portable') {
    let dumped: ReturnType<typeof run> | undefined;
    const unusable = () => dumped!.missing || /version mismatch/i.test(dumped!.stderr);
    try {
      await writeAtomically(file, async (tmp) => {
        dumped = run('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', '--clean', '--if-exists', `--file=${tmp}`, `--dbname=${url}`]);
        if (dumped.status !== 0) throw new Error(`pg_dump failed: ${dumped.stderr.trim() || 'not on PATH'}`);
      });
      return 'sql';
    } catch (error) {
      if (!dumped || !unusable() || format === 'sql') throw error;
      console.warn('[backup] pg_dump is not usable here (missing, or older than the server): writing a portable dump instead.');
    }
  }
  const db = await connectPostgres(url, 2);
  try {
    await writeAtomically(file, (tmp) => writePortableDump(db.db, tmp));
  } finally {
    await db.close();
  }
  return 'portable';
}

export async function restorePostgres(url: string, file: string): Promise<BackupFormat> {
  const format = backupFormat(file);
  if (format === 'pglite') throw new Error(`${file} is an embedded (PGlite) backup: restore it without DATABASE_URL, or back up with DB_BACKUP_FORMAT=portable.`);
  if (format === 'sql') {
    const restored = run('psql', ['--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${file}`, `--dbname=${url}`]);
    if (restored.missing) throw new Error('psql is not on PATH: install the PostgreSQL client tools to restore an SQL dump.');
    if (restored.status !== 0) throw new Error(`psql failed (nothing was changed): ${restored.stderr.trim()}`);
    return format;
  }
  const db = await connectPostgres(url, 2);
  try {
    await loadPortableDump(db.db, readPortableDump(file));
  } finally {
    await db.close();
  }
  return format;
}
