import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { groupCpuSeconds } from './cpu.mjs';
import { answered, stopGroup } from './process-group.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the production server the way a user does (`npm start`: migrate, seed an empty database, serve)
 * on its own port and data folder, and resolves once /api/health answers.
 */
export async function startServer({ port, dataDir, databaseUrl, logFile }) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret',
    AUTH_DEV_LOGIN: 'true',
    COOKIE_SECURE: 'false',
    PUBLIC_URL: `http://localhost:${port}`,
  };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Only an embedded database seeds itself on first start; a PostgreSQL one is seeded on purpose.
    const seed = spawnSync('npm', ['run', 'db:seed'], { cwd: root, env, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('seeding PostgreSQL failed');
  } else delete env.DATABASE_URL;
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  const baseUrl = `http://localhost:${port}`;
  await answered(`${baseUrl}/api/health`, child, { timeoutMs: 180_000 });
  return {
    baseUrl,
    cpuSeconds: () => groupCpuSeconds(child.pid),
    stop: () => stopGroup(child),
  };
}
