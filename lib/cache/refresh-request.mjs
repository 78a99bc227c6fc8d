/**
 * How the server asks itself for a page again when the page cache answered a visitor with a stale copy
 * (stale-while-revalidate, page-cache.mjs): the visitor's path, accepted encodings and language cookie —
 * what the copy's key is made of — plus the page cache's refresh header. Plain JavaScript for the server script.
 */
import http from 'node:http';

const LOCALE_COOKIE = /(?:^|;\s*)(NEXT_LOCALE=[^;]*)/;
const ANY_ADDRESS = new Set([undefined, '0.0.0.0', '::']);

/** @returns {(req: import('node:http').IncomingMessage, extra: Record<string, string>) => Promise<void>} */
export function refreshThrough({ port, host }) {
  const address = ANY_ADDRESS.has(host) ? '127.0.0.1' : host;
  return (req, extra) =>
    new Promise((resolve, reject) => {
      const locale = LOCALE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
      const headers = { ...extra, host: req.headers.host ?? `localhost:${port}`, 'accept-encoding': req.headers['accept-encoding'] ?? '' };
      if (locale) headers.cookie = locale;
      const request = http.get({ host: address, port, path: req.url, headers }, (res) => {
        res.resume();
        res.once('end', resolve);
        res.once('error', reject);
      });
      request.once('error', reject);
      request.setTimeout(60_000, () => request.destroy(new Error('the refresh took longer than a minute')));
    });
}
