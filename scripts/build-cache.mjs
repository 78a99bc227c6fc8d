/**
 * The build folder keeps what the server rendered and read at run time — Next's data cache
 * (`<distDir>/cache/fetch-cache`, our `unstable_cache` reads) and the pages rendered on request
 * (`<distDir>/server/route-cache`) — and serves it again after a restart. That cache shows one database's
 * content, so a server started on another database (a new DATA_DIR, `rm -rf data`, a restore, another
 * DATABASE_URL) would show the previous database's pages until each was edited. The build's own output
 * (compiled routes, pages prerendered at build under `server/app`) shows no data and stays.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const RUNTIME_CACHE = [path.join('cache', 'fetch-cache'), path.join('server', 'route-cache')];
const OWNER_FILE = path.join('cache', 'database');

/** Names the database a server uses: PostgreSQL by its URL (hashed, as it may hold a password), else the embedded one. */
export function databaseIdentity({ databaseUrl, dataDir }) {
  if (databaseUrl) return `postgres ${crypto.createHash('sha256').update(databaseUrl).digest('hex')}`;
  return embeddedDatabaseIdentity(path.join(dataDir, 'pglite'));
}

/**
 * Names one embedded database by its directory and the file PostgreSQL writes once when it creates a
 * cluster. That file's inode change time (in nanoseconds) is when this copy of it was written, so a
 * database made again at the same path, or restored into it, gets another name.
 */
function embeddedDatabaseIdentity(databaseDir) {
  const marker = fs.statSync(path.join(databaseDir, 'PG_VERSION'), { bigint: true });
  return `${fs.realpathSync(databaseDir)} ${marker.ino} ${marker.ctimeNs}`;
}

/** Empties the run-time cache when it was filled from another database; returns whether it did. */
export function keepCacheForDatabase(distDir, identity) {
  const ownerFile = path.join(distDir, OWNER_FILE);
  const owner = fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : undefined;
  if (owner === identity) return false;
  for (const dir of RUNTIME_CACHE) fs.rmSync(path.join(distDir, dir), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(ownerFile), { recursive: true });
  fs.writeFileSync(ownerFile, identity);
  return true;
}
