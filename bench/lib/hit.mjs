/**
 * Micro-benchmark of a page-cache hit (issue 23.5, `npm run bench -- --only=hit`): requests per second for one
 * cached page through the server script's hit path (hit-server.mjs), beside the same bytes answered by a bare
 * Node server on the same machine in the same run. With several checkouts (`--hit-baseline=<dir>`, e.g. main),
 * their hit paths alternate in rounds, so before and after are measured under the same load on the machine.
 * Also the server's CPU time per request: requests per second on a busy machine mostly measure the neighbours.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { measure } from './throughput.mjs';

const SERVER = path.join(import.meta.dirname, 'hit-server.mjs');
const PAGE = '/mm/blog/8=1';

/** Starts hit-server.mjs for `root` in `mode`; resolves with its base URL and a stop function. */
function start(root, mode) {
  const child = spawn(process.execPath, [SERVER, root, mode], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const port = /"port":(\d+)/.exec(text)?.[1];
      if (port) resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`hit-server.mjs (${mode}, ${root}) exited with ${code}: ${text}`)));
  });
}

const cpuMicros = async (baseUrl) => {
  const { user, system } = await (await fetch(`${baseUrl}/cpu`)).json();
  return user + system;
};

/** One load run, with the server's CPU time per request (µs). */
async function run(baseUrl, connections, duration) {
  const before = await cpuMicros(baseUrl);
  const result = await measure(baseUrl, PAGE, connections, duration);
  return { ...result, perRequestUs: ((await cpuMicros(baseUrl)) - before) / result.requests };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {{ roots: Record<string, string>, duration?: number, rounds?: number, connections?: number }} options
 *   roots: label → checkout directory whose hit path is measured (e.g. { current: root, baseline: '/work/main' })
 */
export async function hitPath({ roots, duration = 8, rounds = 3, connections = 16 }) {
  const servers = { bare: await start(Object.values(roots)[0], 'bare') };
  for (const [label, root] of Object.entries(roots)) servers[label] = await start(root, 'hit');
  const runs = Object.fromEntries(Object.keys(servers).map((label) => [label, []]));
  try {
    for (const { baseUrl } of Object.values(servers)) await measure(baseUrl, PAGE, connections, 1); // warm-up: the first request fills the cache
    for (let round = 0; round < rounds; round++)
      for (const [label, { baseUrl }] of Object.entries(servers)) runs[label].push(await run(baseUrl, connections, duration));
  } finally {
    for (const { stop } of Object.values(servers)) stop();
  }
  const bare = median(runs.bare.map((r) => r.rps));
  const bareCpu = median(runs.bare.map((r) => r.perRequestUs));
  return Object.entries(runs).map(([label, list]) => {
    const rps = median(list.map((r) => r.rps));
    const cpuUs = +median(list.map((r) => r.perRequestUs)).toFixed(1);
    return {
      label,
      connections,
      rps,
      ratioToBare: +(rps / bare).toFixed(3),
      cpuUsPerRequest: cpuUs,
      cpuRatioToBare: +(cpuUs / bareCpu).toFixed(2),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      errors: list.reduce((n, r) => n + r.errors, 0),
      runs: list.map((r) => r.rps),
    };
  });
}
