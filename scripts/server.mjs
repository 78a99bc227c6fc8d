#!/usr/bin/env node
/**
 * The production server `npm start` runs (after migrating): Next's request handler behind the page cache
 * (lib/cache/page-cache.mjs), which answers repeat visits to cached public pages from memory.
 * PAGE_CACHE=off serves everything through Next, as `next start` (npm run serve) does.
 */
import http from 'node:http';
import path from 'node:path';
import { createPageCache } from '../lib/cache/page-cache.mjs';
import { withServerRenderedNotFound } from '../lib/not-found/server-rendered.mjs';

// As `next start` does: React and Next pick their production code paths when they are first loaded.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const megabytes = Number(process.env.PAGE_CACHE_MB || 64);

const app = next({ dev: false, dir: root, port });
await app.prepare();
// A page's notFound() gets its not-found page in the HTML, not only after hydration (see the module).
const handleWithNext = withServerRenderedNotFound(app, app.getRequestHandler());
const pageCache = process.env.PAGE_CACHE === 'off' ? null : createPageCache({ maxBytes: megabytes * 1024 * 1024 });

const server = http.createServer((req, res) => {
  const answered = pageCache ? pageCache.handle(req, res, () => handleWithNext(req, res)) : handleWithNext(req, res);
  answered.catch((error) => {
    console.error('[server] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
});

server.listen(port, () => console.log(`[server] ready on http://localhost:${port}${pageCache ? ` (page cache ${megabytes} MB)` : ''}`));

function shutDown() {
  server.close(() => app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Keep-alive clients that never go quiet must not hold the process (a restart waits for it).
  setTimeout(() => process.exit(0), 5000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, shutDown);
