/**
 * What the edge (scripts/server.mjs, in front of Next) decides about a request before the app sees it, from
 * the socket and the configuration only. Nothing a client writes into a header is believed unless the
 * operator said how many proxies sit in front (TRUSTED_PROXY_HOPS), and then only what those proxies added.
 * Plain JavaScript: the server script loads it without a build step; lib/security/client-ip.ts reads its stamp.
 */

/** The internal request header carrying the caller's address; any copy a client sends is dropped first. */
export const CLIENT_ADDRESS_HEADER = 'x-mining-client-address';
/** Set on every request when PUBLIC_URL is https: next.config's headers() add HSTS and the upgrading CSP. */
export const HTTPS_SITE_HEADER = 'x-mining-https-site';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];
const STAMPS = Symbol.for('mining.edge.stamps-client-address');

/** TRUSTED_PROXY_HOPS: how many reverse proxies sit in front of the server (0, the default: none). */
export function trustedProxyHops(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The caller's address. With no trusted proxy it is the socket's. With `hops` proxies, each appends the
 * address it saw to X-Forwarded-For, so the entry `hops` from the right was written by our outermost proxy;
 * whatever stands left of it came from the client and is ignored.
 */
export function clientAddress(forwardedFor, socketAddress, hops) {
  const fallback = socketAddress || 'unknown';
  if (hops === 0) return fallback;
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length ? chain[Math.max(0, chain.length - hops)] : fallback;
}

/**
 * Rewrites the request's headers in place: drops client copies of the internal headers, drops forwarded
 * headers unless proxies are trusted, and stamps the caller's address (and whether the site is https).
 */
export function stampRequest(req, { hops = trustedProxyHops(), httpsSite = isHttpsSite() } = {}) {
  const headers = req.headers;
  const address = clientAddress(headers['x-forwarded-for'], req.socket?.remoteAddress, hops);
  delete headers[CLIENT_ADDRESS_HEADER];
  delete headers[HTTPS_SITE_HEADER];
  if (hops === 0) for (const name of FORWARDED) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
  if (httpsSite) headers[HTTPS_SITE_HEADER] = '1';
  return address;
}

/** The public site is served over https (PUBLIC_URL's scheme, never a request header). */
export function isHttpsSite(env = process.env) {
  return /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}

/** Called once by the server script: from now on the stamped address is the caller's. */
export function markEdgeInFront() {
  globalThis[STAMPS] = true;
}

/** Whether requests pass through stampRequest (so the stamp cannot come from a client). */
export function edgeInFront() {
  return globalThis[STAMPS] === true;
}

/** Methods the site answers; anything else (TRACE, CONNECT, made-up verbs) is refused at the edge. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The 4xx the edge gives a request the app must never see, or null: an unknown method (405), or a path whose
 * percent-escapes do not decode (400; Next and the upload route would throw on it). Next decodes a dynamic
 * segment twice, so an escaped '%' ('/mm/detail/%25') counts as undecodable too.
 */
export function refusal(req) {
  if (!ALLOWED_METHODS.includes(req.method ?? '')) return { status: 405, headers: { allow: ALLOWED_METHODS.join(', ') } };
  const path = (req.url ?? '/').split('?')[0];
  try {
    decodeURIComponent(decodeURIComponent(path));
  } catch {
    return { status: 400, headers: {} };
  }
  return null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Where the server listens: HOST (default every interface). The password-less development sign-in
 * (AUTH_DEV_LOGIN=true) is only ever served on loopback: without HOST it listens on 127.0.0.1; with another
 * HOST the server refuses to start. Returns the host and the lines to print, or the reason to refuse.
 */
export function listenPlan(env = process.env) {
  const host = env.HOST || undefined;
  if (env.AUTH_DEV_LOGIN !== 'true') return { host, warnings: [] };
  if (host && !LOOPBACK.has(host)) {
    return { refuse: `[server] AUTH_DEV_LOGIN=true lets anyone sign in to the back office without a password; refusing to listen on ${host}. Unset AUTH_DEV_LOGIN, or listen on loopback only (HOST=127.0.0.1).` };
  }
  const bar = '!'.repeat(78);
  return {
    host: host ?? '127.0.0.1',
    warnings: [bar, `!! AUTH_DEV_LOGIN=true: password-less back-office sign-in is ON (listening on ${host ?? '127.0.0.1'} only).`, '!! Never run a public server with it.', bar],
  };
}

/**
 * PUBLIC_URL, defaulted to this server's own address when unset (so canonical links, the sitemap and mails
 * point at the port actually served), with the lines to log about it.
 */
export function publicUrlPlan(env, port) {
  const url = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const lines = [`[server] public URL ${url}${env.PUBLIC_URL ? '' : ' (PUBLIC_URL unset)'}`];
  const local = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i.test(url);
  if (!local && !/^https:\/\//i.test(url)) lines.push(`[server] warning: PUBLIC_URL ${url} is not https: links, sitemaps and mails will point visitors to plain http.`);
  return { url, lines };
}

/** What a not-found answer may be cached for: a minute, so a page published meanwhile shows up soon. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/**
 * Headers Next gets wrong, corrected by the edge as they go out:
 * - a not-found page has the lifetime of its route (a year for cached pages): any URL someone makes up would
 *   then be remembered by every shared cache, so it gets a minute;
 * - a redirect() in a cached page carries its Location twice (Next 16.4 adds the header from the render's
 *   metadata to the one already set); the field holds one value, and clients that join repeated fields read "a, a".
 */
export function correctOutgoingHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const code = typeof status === 'number' ? status : this.statusCode;
    if ((code === 404 || code === 410) && !/\bno-store\b/.test(String(this.getHeader('cache-control') ?? ''))) this.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL);
    const location = this.getHeader('location');
    if (Array.isArray(location)) this.setHeader('location', location[0]);
    return writeHead.call(this, status, ...rest);
  };
}
