/**
 * The bench's load generator: wrk (Debian: apt-get install wrk), one thread, keep-alive connections, the
 * Accept-Encoding of a browser. wrk is C and spends a few microseconds per request, so the server is what
 * limits the figures: autocannon, one Node process, stopped near 3,000 req/s, which understated the cached page
 * and nginx alike and flattered every ratio to them (issue 23). One thread leaves the other core to the server.
 * A Lua script chooses each request's path (cycled through `paths`, or new each time with `unique`) and prints
 * the summary as JSON.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether wrk is installed; the bench refuses load runs without it rather than measure the client. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

const lua = (text) => JSON.stringify(text); // a JSON string is a valid Lua string literal for these paths

/**
 * The script: each request's path, and the summary as one JSON line at the end. With `status` (a row whose
 * answers are meant to be, say, 404) the answers with another status are counted instead of wrk's non-2xx/3xx;
 * only then does wrk hand each response to Lua, which would slow it on the cached rows.
 */
function script({ paths, unique, status }) {
  const choose = unique
    ? `local p = ${lua(unique.prefix)} .. n .. ${lua(unique.suffix ?? '')}`
    : `local paths = { ${paths.map(lua).join(', ')} }\n  local p = paths[(n - 1) % #paths + 1]`;
  const counted = status
    ? `local threads = {}
setup = function(thread) table.insert(threads, thread) end
wrong = 0
response = function(code) if code ~= ${Number(status)} then wrong = wrong + 1 end end
local function statusErrors(e)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("wrong") end
  return total
end`
    : 'local function statusErrors(e) return e.status end';
  return `wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
local n = 0
request = function()
  n = n + 1
  ${choose}
  return wrk.format(nil, p)
end
${counted}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"us":%d,"failed":%d,"status":%d,"p50":%.2f,"p99":%.2f}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, statusErrors(e),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;
}

/**
 * Loads `baseUrl` for `duration` seconds at `connections`: requests per second, p50/p99 latency (ms), errors
 * (socket errors, timeouts and answers other than 2xx/3xx, or other than `status` when given) and the number of requests.
 * @param {{ paths?: string[], unique?: { prefix: string, suffix?: string }, status?: number, connections: number, duration: number }} options
 *   unique: each request's path is prefix + a counter + suffix (prefix already percent-encoded)
 */
export async function load(baseUrl, { paths, unique, status, connections, duration }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'load.lua');
  fs.writeFileSync(file, script({ paths, unique, status }));
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', file, baseUrl];
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk ${args.join(' ')} exited with ${code}: ${text}`))));
  });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no summary: ${out}`);
  const r = JSON.parse(line);
  return { rps: Math.round(r.requests / (r.us / 1e6)), p50: r.p50, p99: r.p99, errors: r.failed + r.status, requests: r.requests };
}
