#!/usr/bin/env node
/**
 * The production server `npm start` runs (after migrating): Next's request handler behind the page cache
 * (lib/cache/page-cache.mjs), which answers repeat visits to cached public pages and public JSON reads from
 * memory, and answers an expired copy while it asks for the page again (after a write: to anonymous visitors).
 * PAGE_CACHE=off serves everything through Next, as `next start` (npm run serve) does. Every request first
 * passes the edge (lib/security/edge.mjs): unknown methods and undecodable paths are refused, the caller's
 * address is stamped from the socket (and TRUSTED_PROXY_HOPS), client-written forwarded headers are dropped.
 */
import http from 'node:http';
import path from 'node:path';
import { createPageCache } from '../lib/cache/page-cache.mjs';
import { refreshThrough } from '../lib/cache/refresh-request.mjs';
import { markFreshAfterWrite } from '../lib/cache/fresh-after-write.mjs';
import { withServerRenderedNotFound } from '../lib/not-found/server-rendered.mjs';
import { observe } from '../lib/observability/http.mjs';
import { listenPlan, markEdgeInFront, publicUrlPlan, refusal, correctOutgoingHeaders, stampRequest, trustedProxyHops } from '../lib/security/edge.mjs';

// As `next start` does: React and Next pick their production code paths when they are first loaded.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const megabytes = Number(process.env.PAGE_CACHE_MB || 64);

const listen = listenPlan();
if (listen.refuse) {
  console.error(listen.refuse);
  process.exit(1);
}
for (const line of listen.warnings) console.warn(line);
const publicUrl = publicUrlPlan(process.env, port);
process.env.PUBLIC_URL = publicUrl.url;
for (const line of publicUrl.lines) console.log(line);
const hops = trustedProxyHops();
console.log(`[server] client addresses: ${hops ? `X-Forwarded-For, ${hops} trusted prox${hops === 1 ? 'y' : 'ies'}` : 'the socket (TRUSTED_PROXY_HOPS=0)'}`);
markEdgeInFront();

const app = next({ dev: false, dir: root, port });
await app.prepare();
// A page's notFound() gets its not-found page in the HTML, not only after hydration (see the module).
const handleWithNext = withServerRenderedNotFound(app, app.getRequestHandler());
// An expired copy is still answered while the server asks itself for the page again (stale-while-revalidate).
const pageCache =
  process.env.PAGE_CACHE === 'off' ? null : createPageCache({ maxBytes: megabytes * 1024 * 1024, refresh: refreshThrough({ port, host: listen.host }) });

// Request logs and metrics: lib/observability/http.mjs; refusals by the edge are logged and counted too.
const server = http.createServer(observe((req, res) => {
  const refused = refusal(req);
  if (refused) {
    res.writeHead(refused.status, { ...refused.headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(http.STATUS_CODES[refused.status]);
    return;
  }
  stampRequest(req, { hops });
  correctOutgoingHeaders(res);
  // The browser that just wrote sees its write on its next page view, not a stale copy (fresh-after-write.mjs).
  if (pageCache) markFreshAfterWrite(req, res);
  const answered = pageCache ? pageCache.handle(req, res, () => handleWithNext(req, res)) : handleWithNext(req, res);
  answered.catch((error) => {
    console.error('[server] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
}));

server.listen(port, listen.host, () =>
  console.log(`[server] ready on http://${listen.host ?? 'localhost'}:${port}${pageCache ? ` (page cache ${megabytes} MB)` : ''}`),
);

function shutDown() {
  pageCache?.close();
  server.close(() => app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Keep-alive clients that never go quiet must not hold the process (a restart waits for it).
  setTimeout(() => process.exit(0), 5000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, shutDown);
