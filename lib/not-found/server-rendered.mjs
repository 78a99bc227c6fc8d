/**
 * Server-rendered not-found pages for pages that call notFound().
 *
 * Next (16.4, checked on a bare app too) answers a page's notFound() with status 404 and an empty document,
 * `<html id="__next_error__"><body></body>`, that only JavaScript fills in: React's server renderer has no
 * error boundaries, so the thrown notFound() fails the whole server render and Next falls back to its error
 * shell, leaving the not-found.tsx markup inside the RSC payload. URLs that match no route are unaffected:
 * Next renders them through its not-found route (app/global-not-found.tsx) directly.
 * So the server holds back a 404 HTML answer to a page request and looks at it once complete: Next's own
 * not-found page goes out as it was (one render, as Next compressed it); the empty document is replaced by that
 * same not-found route (Next's `render404`), told the path that was asked for (its language and site), and
 * compressed as Next would have. Plain JavaScript: scripts/server.mjs loads it without a build step.
 */
import zlib from 'node:zlib';
import compression from 'compression';
import { SITE_PATH_HEADER } from './site-path-header.mjs';

/** Requests whose 404 is a page for people: not the API, Next's files, uploads, the back office or RSC fetches. */
export function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined || req.headers['next-action'] !== undefined) return false;
  return !/^\/(?:api|_next|uploads|admin)(?:[/?]|$)/.test(req.url ?? '/');
}

/**
 * Headers that describe the held-back body, not the answer: the not-found route sets its own. (Never
 * Transfer-Encoding: removing it, even unset, stops Node from framing the new body as chunked.)
 */
const BODY_HEADERS = ['content-length', 'content-encoding', 'content-type', 'etag', 'cache-control', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'];

/** What marks Next's empty error document. */
const ERROR_DOCUMENT = 'id="__next_error__"';
const DECODERS = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: zlib.inflateSync };

/** Whether a held-back body (as Next encoded it) is the empty error document. */
function isErrorDocument(body, encoding) {
  const decode = DECODERS[String(encoding ?? '')];
  try {
    return (decode ? decode(body) : body).toString('latin1').includes(ERROR_DOCUMENT);
  } catch {
    // Unreadable: answer with the not-found route, as for the empty document.
    return true;
  }
}

/**
 * Wraps `res` so a 404 HTML answer is held back until complete. Resolves `held` with true if it was the empty
 * error document (swallowed, to be answered anew), with false once anything else goes out: at once for other
 * answers, after the held body for a not-found page Next rendered itself.
 */
function holdNotFound(res) {
  // Next's compression replaces write, end, on and flush for the first answer (listeners for 'drain' go to its
  // gzip stream): the second answer must get the response's own methods back, or it stalls at the first full buffer.
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, on: res.on, flush: res.flush };
  const chunks = [];
  let decision = null;
  let settle;
  const held = new Promise((resolve) => (settle = resolve));
  const decide = () => {
    if (decision) return decision;
    const html = /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
    decision = res.statusCode === 404 && html ? 'hold' : 'pass';
    // Passing answers keep going through these wrappers: compression may have wrapped them in turn.
    if (decision === 'pass') settle(false);
    return decision;
  };
  const keep = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk);
  };
  const callbackOf = (args) => args.find((arg) => typeof arg === 'function');
  const putBack = () => {
    Object.assign(res, original);
    if (original.flush === undefined) delete res.flush;
  };
  res.writeHead = function (status, ...rest) {
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (decide() === 'pass') return original.writeHead.call(res, status, ...rest);
    return res;
  };
  res.write = function (...args) {
    if (decide() === 'pass') return original.write.apply(res, args);
    keep(...args);
    callbackOf(args)?.();
    return true;
  };
  res.end = function (...args) {
    if (decide() === 'pass') return original.end.apply(res, args);
    keep(...args);
    const body = Buffer.concat(chunks);
    if (isErrorDocument(body, res.getHeader('content-encoding'))) {
      callbackOf(args)?.();
      settle(true);
      return res;
    }
    putBack();
    res.end(body, callbackOf(args));
    settle(false);
    return res;
  };
  const restore = () => {
    putBack();
    for (const name of BODY_HEADERS) if (res.hasHeader(name)) res.removeHeader(name);
  };
  return { held, restore, undecided: () => decision === null };
}

/** The same compression Next applies to its answers, for the not-found page rendered in place of the empty one. */
const compress = compression();

/**
 * A request handler that answers as `handle` (Next's) does, except that a page's held-back 404 is answered
 * by `app.render404` with the asked-for path in SITE_PATH_HEADER.
 * @param {{ render404: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> }} app
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 */
export function withServerRenderedNotFound(app, handle) {
  return async function handleRequest(req, res) {
    if (!isPageRequest(req)) return handle(req, res);
    const askedFor = new URL(req.url ?? '/', 'http://localhost').pathname;
    const { held, restore, undecided } = holdNotFound(res);
    // Next may wait for the held response to finish before its promise settles: wait for whichever comes first.
    const handled = handle(req, res);
    if (!(await Promise.race([held, handled.then(() => (undecided() ? false : held))]))) return handled;
    restore();
    compress(req, res, () => {});
    req.headers[SITE_PATH_HEADER] = askedFor;
    await app.render404(req, res);
  };
}
