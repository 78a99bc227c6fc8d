#!/usr/bin/env node
/**
 * `npm start`: builds once when there is no production build, migrates (and on an empty embedded
 * database loads the demo content), forgets the build's run-time cache when it was filled from another
 * database, then serves the production build on PORT (default 3000) through scripts/server.mjs, restarted
 * after a crash by the supervisor (scripts/supervisor.mjs).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databaseIdentity, keepCacheForDatabase } from './build-cache.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = { ...process.env };
const port = env.PORT || '3000';
const distDir = path.resolve(root, env.NEXT_DIST_DIR || '.next');
const dataDir = path.resolve(root, env.DATA_DIR || './data');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function runOrExit(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Sessions must survive restarts: without a configured secret, one is made once and kept beside the data. */
function persistentSecret() {
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
    console.log(`[start] generated a session secret in ${file}`);
  }
  return fs.readFileSync(file, 'utf8').trim();
}

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`[start] no production build in ${path.relative(root, distDir)}: running next build (once)`);
  runOrExit(bin('next'), ['build']);
}

if (!env.NEXTAUTH_SECRET && !env.AUTH_SECRET) env.NEXTAUTH_SECRET = persistentSecret();
env.NEXTAUTH_URL ||= `http://localhost:${port}`;

// Migrate and seed in a separate process that exits (releasing the PGlite lock) before the server opens the database.
// react-server: domain modules guarded by 'server-only' load as they do inside the server.
runOrExit(bin('tsx'), ['--conditions=react-server', path.join('scripts', 'db-prepare.ts')]);

// What the build folder cached shows the database it was filled from, never another one.
if (keepCacheForDatabase(distDir, databaseIdentity({ databaseUrl: env.DATABASE_URL, dataDir }))) {
  console.log(`[start] emptied the run-time cache in ${path.relative(root, distDir)}: it was not made from this database`);
}

const exitCode = await supervise({
  command: process.execPath,
  args: [path.join(root, 'scripts', 'server.mjs')],
  options: { cwd: root, env: { ...env, PORT: port } },
});
process.exit(exitCode);
