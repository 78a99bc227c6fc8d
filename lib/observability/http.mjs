/**
 * Observation of every request the server script answers: one JSON log line (request id, method, path without
 * its query, status, duration, acting account/member/participant; never codes, tokens or bodies) and the
 * request metrics. Kept out of the request's way: a context object per request and the work done at 'close'.
 */
import crypto from 'node:crypto';
import { requestContext } from './context.mjs';
import { logger } from './log.mjs';
import { metrics, routeLabel } from './metrics.mjs';
import { pageCacheKey } from '../cache/page-cache.mjs';

/** The path as logged: no query string, and the participant's sign-in token in the meeting page URL hidden. */
const loggedPath = (url) => url.split('?', 1)[0].replace(/(\/yellow-page\/meeting\/)[^/]+/, '$1[token]');

/**
 * Wraps the server's request handler. With `pageCache`, cacheable page requests count as hits unless they went
 * through the handler marked by `throughNext`.
 */
export function observe(handler, { pageCache = false } = {}) {
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
      if (pageCache && pageCacheKey(req) !== null) metrics.pageCache.inc({ result: store.throughNext ? 'miss' : 'hit' });
      const line = { reqId: store.id, method: req.method, path: loggedPath(req.url ?? '/'), status, ms: Math.round(seconds * 10000) / 10, actor: store.actor };
      if (cutOff) line.cutOff = true;
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    return requestContext.run(store, () => handler(req, res));
  };
}

/** Marks the requests a handler answers as having gone to Next (page-cache misses). */
export function throughNext(handle) {
  return (req, res) => {
    const store = requestContext.getStore();
    if (store) store.throughNext = true;
    return handle(req, res);
  };
}
