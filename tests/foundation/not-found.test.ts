import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundRoute, SITE_PATH_HEADER } from '@/lib/not-found/route';
import { withServerRenderedNotFound } from '@/lib/not-found/server-rendered.mjs';

describe('notFoundRoute', () => {
  it('reads language, site and text from the asked-for path', () => {
    expect(notFoundRoute('/no-such-page')).toEqual({ locale: 'mn', site: 'mm', kind: 'page' });
    expect(notFoundRoute('/en/no-such-page')).toEqual({ locale: 'en', site: 'mm', kind: 'page' });
    expect(notFoundRoute('/mm/detail/999999')).toEqual({ locale: 'mn', site: 'mm', kind: 'news' });
    expect(notFoundRoute('/en/mm/detail/999999?x=1')).toEqual({ locale: 'en', site: 'mm', kind: 'news' });
    expect(notFoundRoute('/mw/nothing')).toEqual({ locale: 'mn', site: 'mw', kind: 'page' });
    expect(notFoundRoute('/en/mw/2023/category/99')).toEqual({ locale: 'en', site: 'mw2023', kind: 'page' });
    expect(notFoundRoute('/yp/company/999999')).toEqual({ locale: 'mn', site: 'yp', kind: 'company' });
    expect(notFoundRoute('/en/yellow-page/999999')).toEqual({ locale: 'en', site: 'yellow-page', kind: 'company' });
    expect(notFoundRoute('/yp/category/zz')).toEqual({ locale: 'mn', site: 'yp', kind: 'page' });
  });

  it('falls back to the Mongolian association page without a path', () => {
    expect(notFoundRoute(null)).toEqual({ locale: 'mn', site: 'mm', kind: 'page' });
    expect(notFoundRoute('/')).toEqual({ locale: 'mn', site: 'mm', kind: 'page' });
  });
});

/** The wrapper in scripts/server.mjs, with stand-ins for Next's handler and its not-found route. */
describe('withServerRenderedNotFound', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.close();
      server.closeAllConnections();
    }
  });

  /**
   * Wraps write, end and on the way Next's compression does: its output goes through the wrapped methods,
   * and 'drain' listeners are handed to its own stream (here: one that never drains again).
   */
  function compressLike(res: http.ServerResponse) {
    const write = res.write.bind(res) as (chunk: string) => boolean;
    const end = res.end.bind(res) as (chunk?: string) => http.ServerResponse;
    res.write = function (chunk: string) {
      return write(`[${chunk}]`);
    } as typeof res.write;
    res.end = function (chunk?: string) {
      return chunk === undefined ? end() : end(`[${chunk}]`);
    } as typeof res.end;
    res.on = function () {
      return res;
    } as typeof res.on;
  }

  type Answer = { status: number; type: string; body: string };
  /** compress: 'like' wraps as compressLike does, 'real' is the compression middleware Next runs before its handler. */
  async function serve(answer: (url: string) => Answer, { compress = '' as '' | 'like' | 'real', notFoundBody = '' } = {}) {
    const notFoundRenders: string[] = [];
    const app = {
      async render404(req: http.IncomingMessage, res: http.ServerResponse) {
        notFoundRenders.push(String(req.headers[SITE_PATH_HEADER]));
        res.statusCode = 404;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const html = `<html lang="en"><body><h1>Page Not Found</h1> for ${req.headers[SITE_PATH_HEADER]}${notFoundBody}</body></html>`;
        // Written in pieces with back-pressure, as a stream is piped.
        for (let at = 0; at < html.length; at += 16 * 1024) {
          if (!res.write(html.slice(at, at + 16 * 1024))) await new Promise((resolve) => res.once('drain', resolve));
        }
        res.end();
      },
    };
    const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (compress === 'like') compressLike(res);
      if (compress === 'real') compression()(req as never, res as never, () => {});
      const { status, type, body } = answer(req.url!);
      res.statusCode = status;
      res.setHeader('content-type', type);
      res.setHeader('x-frame-options', 'DENY');
      res.write(body.slice(0, 5));
      // Like Next, the handler's promise settles only once the response has finished.
      await new Promise<void>((resolve) => {
        res.once('finish', () => resolve());
        res.end(body.slice(5));
      });
    };
    const server = http.createServer((req, res) => void withServerRenderedNotFound(app, next)(req, res));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, notFoundRenders };
  }

  const EMPTY_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';

  it("answers a page's empty 404 document with the not-found route for the asked-for path", async () => {
    const { base, notFoundRenders } = await serve(() => ({ status: 404, type: 'text/html; charset=utf-8', body: EMPTY_SHELL }));
    const response = await fetch(`${base}/en/mm/detail/999999`);
    expect(response.status).toBe(404);
    // The new body is framed (chunked or with a length), so keep-alive clients see where it ends.
    expect(response.headers.get('transfer-encoding') ?? response.headers.get('content-length')).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('__next_error__');
    expect(notFoundRenders).toEqual(['/en/mm/detail/999999']);
    // Headers that are not about the body (security headers) stay.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves pages, API answers and RSC fetches as Next sent them', async () => {
    const { base, notFoundRenders } = await serve((url) =>
      url.startsWith('/api') ? { status: 404, type: 'application/json', body: '{"error":"Not found"}' } : { status: 200, type: 'text/html', body: '<html><body>hello page</body></html>' },
    );
    expect(await (await fetch(`${base}/mm`)).text()).toContain('hello page');
    const api = await fetch(`${base}/api/mm/get/nothing`);
    expect([api.status, await api.json()]).toEqual([404, { error: 'Not found' }]);
    expect(notFoundRenders).toEqual([]);
  });

  it('sends a large not-found page whole after a compressed first answer, and compressed pages unchanged', async () => {
    const large = 'x'.repeat(512 * 1024);
    const { base } = await serve((url) => (url === '/mm' ? { status: 200, type: 'text/html', body: 'hello page' } : { status: 404, type: 'text/html', body: EMPTY_SHELL }), {
      compress: 'like',
      notFoundBody: large,
    });
    const missing = await fetch(`${base}/mm/detail/5`);
    const html = await missing.text();
    expect(html.startsWith('<html lang="en"><body><h1>Page Not Found</h1>')).toBe(true);
    expect(html).toContain(large);
    // A page that passes keeps every piece going through the compression wrappers.
    expect(await (await fetch(`${base}/mm`)).text()).toBe('[hello][ page]');
  });

  it('sends a 404 that already is the not-found page as Next sent it, compressed, without rendering it again', async () => {
    const page = `<!DOCTYPE html><html lang="mn"><body><h1>Page Not Found</h1>${'frame '.repeat(2000)}</body></html>`;
    const { base, notFoundRenders } = await serve(() => ({ status: 404, type: 'text/html; charset=utf-8', body: page }), { compress: 'real' });
    const response = await fetch(`${base}/no-such-page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page);
    expect(notFoundRenders).toEqual([]);
  });

  it('compresses the not-found page it renders in place of the empty document', async () => {
    const { base, notFoundRenders } = await serve(() => ({ status: 404, type: 'text/html; charset=utf-8', body: EMPTY_SHELL }), {
      compress: 'real',
      notFoundBody: 'frame '.repeat(2000),
    });
    const response = await fetch(`${base}/mm/detail/999999`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('__next_error__');
    expect(notFoundRenders).toEqual(['/mm/detail/999999']);
  });

  it('does not touch a 404 the browser router fetches as RSC', async () => {
    const { base, notFoundRenders } = await serve(() => ({ status: 404, type: 'text/html', body: EMPTY_SHELL }));
    const response = await fetch(`${base}/mm/detail/1`, { headers: { rsc: '1' } });
    expect(await response.text()).toBe(EMPTY_SHELL);
    expect(notFoundRenders).toEqual([]);
  });
});
