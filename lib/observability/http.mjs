/**
 * Observation of every request the server script answers: one JSON log line (request id, method, path without
 * its query, status, duration, acting account/member/participant; never codes, tokens or bodies) and the
 * request metrics. Kept out of the request's way: a context object per request and the work done at 'close'.
 */
import crypto from 'node:crypto';
import { requestContext } from './context.mjs';
import { logger } from './log.mjs';
import { metrics, routeLabel } from './metrics.mjs';

/** The path as logged: no query string, and the participant's sign-in token in the meeting page URL hidden. */
const loggedPath = (url) => url.split('?', 1)[0].replace(/(\/yellow-page\/meeting\/)[^/]+/, '$1[token]');

/**
 * Wraps the server's request handler. The page cache's requests count as hits or misses by the verdict it
 * leaves in the request context (lib/cache/page-cache.mjs).
 */
export function observe(handler) {
  return (req, res) => {
    const started = performance.now();
    const store = { id: crypto.randomUUID() };
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      const route = routeLabel(req.url ?? '/', status);
      const cutOff = !res.writableFinished;
      metrics.requests.inc({ method: req.method, route, status });
      metrics.duration.observe({ method: req.method, route }, seconds);
      if (status >= 500 || cutOff) metrics.errors.inc({ route });
      if (store.pageCache) metrics.pageCache.inc({ result: store.pageCache });
      const line = { reqId: store.id, method: req.method, path: loggedPath(req.url ?? '/'), status, ms: Math.round(seconds * 10000) / 10, actor: store.actor };
      if (cutOff) line.cutOff = true;
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    return requestContext.run(store, () => handler(req, res));
  };
}
