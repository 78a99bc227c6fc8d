/**
 * Issue 23, target 1: what Next itself costs per request, beside our cached page in the same run. bench/floor is
 * a bare Next app (no proxy, no database, no translations, nothing of ours): an empty page and a search page
 * (a frame of about our size and ten results) rendered per request, the same two with partial prerendering
 * (Next's `cacheComponents`: the frame is a prerendered shell, only what reads the address renders per request),
 * a JSON route handler, and the frame prerendered. If these cannot reach a ratio, no page of ours rendered by
 * Next per request can.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { groupCpuSeconds } from './cpu.mjs';
import { DYNAMIC_CASES, measureCase, toCachedPage } from './dynamic.mjs';
import { answered, stopGroup } from './process-group.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const stamp = Date.now().toString(36);
const perRequest = (name, route) => ({ name, unique: { prefix: `${route}?q=term${stamp}`, suffix: '' }, connections: 4 });

const MODES = [
  {
    ppr: '0',
    port: 3320,
    cases: [
      perRequest('bare Next: an empty page rendered per request', '/empty'),
      perRequest('bare Next: a frame and ten results rendered per request', '/search'),
      perRequest('bare Next: a JSON route handler', '/api/empty'),
      { name: 'bare Next: the frame prerendered (its own static path)', paths: ['/frame'], connections: 4 },
    ],
  },
  {
    ppr: '1',
    port: 3321,
    cases: [
      perRequest('bare Next, partial prerendering: the empty page', '/empty'),
      perRequest('bare Next, partial prerendering: the frame and ten results', '/search'),
    ],
  },
];

/** The app in a folder of its own with node_modules hard-linked, built in both modes (before the servers start). */
export function buildFloorApp(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'bench/floor'), dir, { recursive: true });
  const run = (command, args, env = {}) => {
    const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${dir}`);
  };
  run('cp', ['-al', path.join(root, 'node_modules'), 'node_modules']);
  for (const { ppr } of MODES) run('node_modules/.bin/next', ['build'], { FLOOR_PPR: ppr });
}

async function startFloorApp(dir, { ppr, port }) {
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port)], { cwd: dir, env: { ...process.env, FLOOR_PPR: ppr, NODE_ENV: 'production' }, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  await answered(`${url}/frame`, child, { timeoutMs: 60_000 });
  return { url, cpuSeconds: () => groupCpuSeconds(child.pid), stop: () => stopGroup(child) };
}

/** Our cached page (first row, from `cachedServer`), then every case of the bare app built in `dir`, each with its ratios to it. */
export async function nextFloor(cachedServer, { duration, dir }) {
  const rows = [await measureCase(cachedServer.baseUrl, DYNAMIC_CASES[0], { duration, cpuSeconds: cachedServer.cpuSeconds })];
  for (const mode of MODES) {
    const app = await startFloorApp(dir, mode);
    try {
      for (const c of mode.cases) rows.push(await measureCase(app.url, c, { duration, cpuSeconds: app.cpuSeconds, at16: false }));
    } finally {
      await app.stop();
    }
  }
  return toCachedPage(rows);
}
