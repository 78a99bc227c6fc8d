/**
 * The server of the page-cache hit micro-benchmark (hit.mjs), run as a child process so the load generator does
 * not share its event loop: `node hit-server.mjs <root> <bare|hit>`. `hit` is the server script's cached path
 * — request log and metrics (observe), the page cache, a stand-in for Next that answers the way Next does for
 * a page from its own cache — loaded from the checkout at <root>, so two checkouts compare in one run. `bare`
 * answers the same bytes with nothing around them: the ceiling of Node's HTTP on this machine. Prints the
 * port on stderr (stdout takes the request log).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, mode] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(root, file)).href);

// A page of the size the cache mostly answers (a gzip-compressed public page), with the headers Next sends.
const body = crypto.randomBytes(24 * 1024);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

let handler = (_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
};
if (mode === 'hit') {
  const { createPageCache } = await load('lib/cache/page-cache.mjs');
  // Checkouts before issue 23.5 counted misses through `throughNext` and needed `{ pageCache: true }`.
  const { observe, throughNext = (handle) => handle } = await load('lib/observability/http.mjs');
  const { noteTags } = await load('lib/cache/tag-expiry.mjs');
  const pageCache = createPageCache({ redisUrl: '' });
  const next = throughNext((req, res) => {
    noteTags(['news', `_N_T_${req.url}`]);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
  });
  handler = observe((req, res) => pageCache.handle(req, res, () => next(req, res)), { pageCache: true });
}

// GET /cpu: the CPU time this process has used, so the benchmark can count CPU per request (a figure that
// holds on a busy machine, where requests per second mostly measure the neighbours).
const server = http.createServer((req, res) => (req.url === '/cpu' ? res.end(JSON.stringify(process.cpuUsage())) : handler(req, res)));
server.listen(0, '127.0.0.1', () => console.error(JSON.stringify({ port: server.address().port })));
process.once('SIGTERM', () => process.exit(0)); // a normal exit, so --cpu-prof writes its profile
