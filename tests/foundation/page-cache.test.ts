import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireTagsLocally, localExpiry, noteTags, sharedTagsChannel, sharedTagsKey } from '@/lib/cache/tag-expiry.mjs';
import { createPageCache, pageCacheKey, sharedHeaders } from '@/lib/cache/page-cache.mjs';
import { RedisCache, connect } from '@/lib/cache/redis-handler.mjs';
import { FRESH_COOKIE } from '@/lib/cache/fresh-after-write.mjs';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { MEMBER_COOKIE } from '@/lib/assessment/member-session';
import { PARTICIPANT_COOKIE } from '@/lib/meetings/participant-session';
import { requestContext } from '@/lib/observability/context.mjs';

/**
 * The page cache in front of Next, with a stand-in for Next that answers the way Next does for a page
 * served from its own cache (x-nextjs-cache: HIT, s-maxage) unless a test says otherwise.
 */
type Answer = { status?: number; headers?: Record<string, string>; body?: string; chunks?: string[]; beforeEnd?: () => void; tags?: string[] };
const NEXT_HIT = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400', 'content-type': 'text/html; charset=utf-8' };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(cache: ReturnType<typeof createPageCache>, answer: (req: http.IncomingMessage) => Answer = () => ({})) {
  const calls: string[] = [];
  const server = http.createServer((req, res) =>
    cache.handle(req, res, async () => {
      calls.push(req.url!);
      const a = answer(req);
      // As Next's cache handler does for the entries the page is made of (redis-handler.mjs).
      noteTags(a.tags ?? ['news']);
      res.statusCode = a.status ?? 200;
      for (const [name, value] of Object.entries(a.headers ?? NEXT_HIT)) res.setHeader(name, value);
      for (const chunk of a.chunks ?? []) res.write(chunk);
      a.beforeEnd?.();
      res.end(a.body ?? `<html>${req.url} №${calls.length}</html>`);
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init);
    return { status: res.status, body: await res.text(), headers: res.headers };
  };
  return { calls, get };
}

describe('page cache', () => {
  it('answers a repeat visit to a page Next served from its cache with the same bytes and headers, without Next', async () => {
    const { calls, get } = await serve(createPageCache());
    const first = await get('/mm/about');
    const second = await get('/mm/about');
    expect(calls).toEqual(['/mm/about']);
    expect(second.body).toBe(first.body);
    expect(second.headers.get('cache-control')).toBe(NEXT_HIT['cache-control']);
    expect(second.headers.get('content-type')).toBe(NEXT_HIT['content-type']);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(first.headers.get('x-page-cache')).toBeNull();
  });

  it('answers a copy Next streamed in chunks in one piece, with its length', async () => {
    const { get } = await serve(createPageCache(), () => ({ chunks: ['<html>', '<body>'], body: 'Уул уурхай</body></html>' }));
    const first = await get('/mm/about');
    const second = await get('/mm/about');
    expect(first.headers.get('transfer-encoding')).toBe('chunked');
    expect(second.headers.get('transfer-encoding')).toBeNull();
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(second.body)));
    expect(second.body).toBe(first.body);
  });

  it('keeps a page of the default language, which Next’s proxy rewrote, without the internal rewrite header', async () => {
    const { calls, get } = await serve(createPageCache(), () => ({ headers: { ...NEXT_HIT, 'x-middleware-rewrite': '/mn/mm/blog/8=1' } }));
    await get('/mm/blog/8=1');
    const second = await get('/mm/blog/8=1');
    expect(calls).toHaveLength(1);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('keeps a page written in several chunks whole', async () => {
    const { get } = await serve(createPageCache(), () => ({ chunks: ['<html>', 'Уул уурхай'], body: '</html>' }));
    await get('/mw');
    expect((await get('/mw')).body).toBe('<html>Уул уурхай</html>');
  });

  it('gives a kept copy a validator, and a browser that holds that copy gets 304 without the page', async () => {
    const { calls, get } = await serve(createPageCache());
    await get('/mm/about');
    const kept = await get('/mm/about');
    const etag = kept.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    const again = await get('/mm/about', { headers: { 'if-none-match': `"other", ${etag}` } });
    expect([again.status, again.body, again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([304, '', etag, NEXT_HIT['cache-control']]);
    // Any other validator, or none, gets the page.
    expect((await get('/mm/about', { headers: { 'if-none-match': '"other"' } })).body).toBe(kept.body);
    expect(calls).toEqual(['/mm/about']);
  });

  it('answers HEAD from the copy a GET made, with the headers and no body, and never keeps a HEAD answer', async () => {
    const { calls, get } = await serve(createPageCache());
    const cold = await get('/mm/about', { method: 'HEAD' });
    expect(cold.headers.get('x-page-cache')).toBeNull();
    const page = await get('/mm/about');
    expect(page.body).toBe('<html>/mm/about №2</html>'); // not the empty answer to HEAD
    const kept = await get('/mm/about');
    const head = await get('/mm/about', { method: 'HEAD' });
    expect([head.status, head.body, head.headers.get('x-page-cache')]).toEqual([200, '', 'HIT']);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(kept.body)));
    expect(head.headers.get('etag')).toBe(kept.headers.get('etag'));
    expect(calls).toEqual(['/mm/about', '/mm/about']);
  });

  it('changes the validator with the page, so an old copy is replaced in full', async () => {
    const { get } = await serve(createPageCache());
    await get('/mm/blog/8=1');
    const before = (await get('/mm/blog/8=1')).headers.get('etag')!;
    expireTagsLocally(['news']);
    const after = await get('/mm/blog/8=1', { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.body).toContain('№2');
    expect((await get('/mm/blog/8=1')).headers.get('etag')).not.toBe(before);
  });

  it('lets go of the copies made from an expired tag, and only those, so a write shows on the next request', async () => {
    const { calls, get } = await serve(createPageCache(), (req) => ({ tags: req.url === '/mw' ? ['conference', '_N_T_/mw'] : ['news', 'categories'] }));
    await get('/mm/blog/8=1');
    await get('/mw');
    await get('/mm/blog/8=1');
    await get('/mw');
    expect(calls).toEqual(['/mm/blog/8=1', '/mw']);
    expireTagsLocally(['news']);
    const after = await get('/mm/blog/8=1');
    expect(after.body).toContain('№3');
    expect((await get('/mw')).headers.get('x-page-cache')).toBe('HIT');
    expect(calls).toEqual(['/mm/blog/8=1', '/mw', '/mm/blog/8=1']);
  });

  it('a copy whose tags Next did not show is dropped by any expiry', async () => {
    const { calls, get } = await serve(createPageCache(), () => ({ tags: [] }));
    await get('/mm/about');
    await get('/mm/about');
    expireTagsLocally(['trade']);
    await get('/mm/about');
    expect(calls).toHaveLength(2);
  });

  it('keeps nothing Next answered while an invalidation happened', async () => {
    let invalidateDuringAnswer = true;
    const { calls, get } = await serve(createPageCache(), () => ({
      beforeEnd: () => {
        if (invalidateDuringAnswer) expireTagsLocally(['news']);
        invalidateDuringAnswer = false;
      },
    }));
    await get('/yp');
    await get('/yp');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['rendered just now', { ...NEXT_HIT, 'x-nextjs-cache': 'MISS' }],
    ['stale, being rendered again', { ...NEXT_HIT, 'x-nextjs-cache': 'STALE' }],
    ['rendered for this request', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['with a cookie', { ...NEXT_HIT, 'set-cookie': 'NEXT_LOCALE=en; Path=/' }],
    ['without a shared lifetime', { ...NEXT_HIT, 'cache-control': 'max-age=60' }],
  ])('does not keep a page %s', async (_label, headers) => {
    const { calls, get } = await serve(createPageCache(), () => ({ headers }));
    await get('/mm');
    await get('/mm');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['a header the configuration does not set', { ...NEXT_HIT, 'x-request-id': 'abc' }],
    ['a Link header built from the Host the client sent', { ...NEXT_HIT, link: '<http://evil.example/en/mm>; rel="alternate"; hreflang="en"' }],
  ])('does not keep a page with %s (it may differ for the next visitor)', async (_label, headers) => {
    const { calls, get } = await serve(createPageCache(), () => ({ headers }));
    await get('/mm');
    await get('/mm');
    expect(calls).toHaveLength(2);
  });

  it('keeps the security headers and a Link header pointing at PUBLIC_URL', () => {
    const link = '<http://mining.test/mm>; rel="alternate"; hreflang="mn", <http://mining.test/en/mm>; rel="alternate"; hreflang="en"';
    const headers = { ...NEXT_HIT, link, 'content-security-policy': "default-src 'self'", date: 'now' };
    expect(sharedHeaders(headers, 'http://mining.test')).toEqual({ ...NEXT_HIT, link, 'content-security-policy': "default-src 'self'" });
    expect(sharedHeaders(headers, 'https://mining.test')).toBeNull();
  });

  it('does not keep errors and redirects', async () => {
    const { calls, get } = await serve(createPageCache(), (req) => ({ status: req.url === '/gone' ? 404 : 307 }));
    for (const path of ['/gone', '/gone', '/', '/']) await get(path, { redirect: 'manual' });
    expect(calls).toHaveLength(4);
  });

  it('leaves to Next what is not a plain page visit', () => {
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as unknown as http.IncomingMessage;
    expect(pageCacheKey(request('/mm'))).not.toBeNull();
    expect(pageCacheKey(request('/mm', {}, 'POST'))).toBeNull();
    // HEAD asks for the same page as GET (answered from its copy, never making one: see below).
    expect(pageCacheKey(request('/mm', {}, 'HEAD'))).toBe(pageCacheKey(request('/mm')));
    // A category's page N is a page like any other (issue 23.1), when the address asks for nothing else.
    expect(pageCacheKey(request('/yp/category/0101?page=2'))).not.toBeNull();
    expect(pageCacheKey(request('/en/yp/category/01?page=12'))).not.toBeNull();
    // So is a choice of the programme, written as the site's links write it.
    for (const url of ['/mw/agenda?day=2', '/en/mw/agenda?day=1&hall=3&type=panel', '/mw/agenda?hall=3', '/mw/agenda?type=talk'])
      expect(pageCacheKey(request(url)), url).not.toBeNull();
    for (const url of ['/mw/agenda?hall=3&day=2', '/mw/agenda?day=1hall=3', '/mw/agenda?day=0', '/mw/agenda?type=Talk', '/mw/agenda?day=1&utm=x'])
      expect(pageCacheKey(request(url)), url).toBeNull();
    for (const url of ['/yp/category/0101?page=2&x=1', '/yp/category/0101?page=02', '/yp/category/0101?page=', '/yp/category/0101?x=1', '/mm/blog?page=2'])
      expect(pageCacheKey(request(url)), url).toBeNull();
    for (const path of ['/admin/dashboard', '/admin', '/api/health', '/_next/static/chunks/a.js', '/uploads/a.png']) expect(pageCacheKey(request(path))).toBeNull();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'])
      expect(pageCacheKey(request('/mm', { [header]: '1' }))).toBeNull();
    expect(pageCacheKey(request('/mm', { cookie: '__prerender_bypass=1' }))).toBeNull();
  });

  it('keeps one copy per language choice and per accepted encoding', async () => {
    const { calls, get } = await serve(createPageCache());
    await get('/mm');
    await get('/mm', { headers: { cookie: 'NEXT_LOCALE=en' } });
    await get('/mm', { headers: { 'accept-encoding': 'identity' } });
    await get('/mm', { headers: { cookie: 'token=abc; NEXT_LOCALE=en' } });
    expect(calls).toHaveLength(3);
  });

  it('asks Next again once the copy is older than its lifetime', async () => {
    let clock = 0;
    const { calls, get } = await serve(createPageCache({ ttlMs: 1000, now: () => clock }));
    await get('/mw');
    clock = 999;
    await get('/mw');
    clock = 1000;
    await get('/mw');
    expect(calls).toHaveLength(2);
  });

  it('keeps within its memory by letting the least recently used pages go', async () => {
    const cache = createPageCache({ maxBytes: 8 * 1000 });
    const { calls, get } = await serve(cache, () => ({ body: 'x'.repeat(900) }));
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']) await get(path);
    await get('/a'); // /a becomes the most recently used
    await get('/i'); // 9 × 900 bytes > 8,000: the least recently used (/b) goes
    calls.length = 0;
    await get('/a');
    await get('/b');
    expect(calls).toEqual(['/b']);
    expect(cache.bytes).toBeLessThanOrEqual(8 * 1000);
  });
});

describe('page cache: the work of a hit (issue 23.5)', () => {
  /** A server that notes, right after `handle` returns, whether the answer was already sent, and the verdict. */
  async function observed(cache: ReturnType<typeof createPageCache>) {
    const seen: { ended: boolean; verdict?: string }[] = [];
    const server = http.createServer((req, res) => {
      const store: { id: string; pageCache?: 'hit' | 'miss' } = { id: 'test' };
      requestContext.run(store, () => {
        void cache.handle(req, res, () => {
          noteTags(['news']);
          for (const [name, value] of Object.entries(NEXT_HIT)) res.setHeader(name, value);
          res.end('<html></html>');
        });
        seen.push({ ended: res.writableEnded, verdict: store.pageCache });
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { seen, get: async (path: string) => (await fetch(base + path)).text() };
  }

  it('answers a hit before handle returns: nothing to wait for', async () => {
    const { seen, get } = await observed(createPageCache());
    await get('/mm');
    await get('/mm');
    expect(seen.at(-1)!.ended).toBe(true);
  });

  it('tells the request log whether it answered (hit) or Next did (miss), in the request context', async () => {
    const { seen, get } = await observed(createPageCache());
    await get('/mm');
    await get('/mm');
    await get('/api/health');
    expect(seen.map((s) => s.verdict)).toEqual(['miss', 'hit', undefined]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
afterAll(() => probe.disconnect());

describe.skipIf(!reachable)('page cache with instances sharing Redis', () => {
  let prefix = '';
  const caches: ReturnType<typeof createPageCache>[] = [];
  beforeEach(() => {
    prefix = `test:${crypto.randomUUID()}:`;
    process.env.REDIS_CACHE_PREFIX = prefix;
  });
  afterEach(async () => {
    for (const cache of caches.splice(0)) cache.close();
    delete process.env.REDIS_CACHE_PREFIX;
    const keys = await probe.keys(`${prefix}*`);
    if (keys.length) await probe.del(...keys);
  });
  /** An instance's page cache, once it follows the shared expiries (its first copies are kept, then used). */
  async function instance() {
    const cache = createPageCache({ redisUrl });
    caches.push(cache);
    const served = await serve(cache);
    await vi.waitFor(async () => expect((await served.get('/mw')).headers.get('x-page-cache')).toBe('HIT'));
    return served;
  }
  const hit = async (served: Awaited<ReturnType<typeof instance>>, path: string) => (await served.get(path)).headers.get('x-page-cache');

  it('an invalidation on one instance drops the copies of every instance', async () => {
    const b = await instance();
    await b.get('/mm/detail/19');
    expect(await hit(b, '/mm/detail/19')).toBe('HIT');
    // Instance A's admin write: its cache handler records the invalidation in Redis and announces it.
    const instanceA = new RedisCache({ revalidatedTags: [] }, { url: redisUrl, prefix });
    const before = Date.now();
    await instanceA.revalidateTag('conference', { expire: 0 });
    await vi.waitFor(() => expect(localExpiry('conference')).toBeGreaterThanOrEqual(before));
    expect(await hit(b, '/mm/detail/19')).toBe('HIT'); // a write the page is not made from leaves the copy alone
    await instanceA.revalidateTag('news', { expire: 0 });
    await vi.waitFor(() => expect(localExpiry('news')).toBeGreaterThanOrEqual(before));
    expect(await hit(b, '/mm/detail/19')).toBeNull();
  });

  it('answers a hit without asking Redis', async () => {
    const b = await instance();
    const commands = vi.spyOn(connect(redisUrl), 'sendCommand');
    for (let i = 0; i < 5; i++) expect(await hit(b, '/mw')).toBe('HIT');
    expect(commands).not.toHaveBeenCalled();
  });

  it('catches up on the invalidations it missed while its connection was down, and uses no copy meanwhile', async () => {
    const b = await instance();
    const kept = (await b.get('/mw')).body;
    const name = `mining-tags:${sharedTagsChannel(prefix)}`;
    // A write recorded while this instance was not listening: in the hash, never heard on the channel.
    await probe.hset(sharedTagsKey(prefix), 'news', JSON.stringify({ expired: Date.now() }));
    const ids = String(await probe.call('CLIENT', 'LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]);
    expect(ids).toHaveLength(1);
    await probe.call('CLIENT', 'KILL', 'ID', ids[0]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await vi.waitFor(async () => {
      const again = await b.get('/mw');
      expect(again.headers.get('x-page-cache')).toBe('HIT');
      expect(again.body).not.toBe(kept);
    });
  });

  it('uses no copy while Redis cannot be reached', async () => {
    const cache = createPageCache({ redisUrl: 'redis://127.0.0.1:1' });
    caches.push(cache);
    const { calls, get } = await serve(cache);
    for (let i = 0; i < 3; i++) await get('/mw');
    expect(calls).toHaveLength(3);
  });
});

describe('page cache: public JSON reads (issue 23.2)', () => {
  const SHARED_JSON = { 'cache-control': 'public, s-maxage=60, stale-while-revalidate=600', 'content-type': 'application/json' };
  const request = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers }) as unknown as http.IncomingMessage;

  it('keys a read that names its language by its full query string, never by the caller’s cookie', () => {
    const key = pageCacheKey(request('/api/yp/get/all-categories?lang=en'));
    expect(key).not.toBeNull();
    expect(pageCacheKey(request('/api/yp/get/all-categories?lang=en', { cookie: 'NEXT_LOCALE=mn; token=1' }))).toBe(key);
    expect(pageCacheKey(request('/api/mm/get/news?category=8&lang=mn&page=2'))).not.toBe(pageCacheKey(request('/api/mm/get/news?category=8&lang=mn&page=3')));
    // Without lang= the answer's language comes from the cookie or Accept-Language: Next answers every time.
    for (const url of ['/api/mm/get/news?category=8', '/api/mm/get/news?slang=en', '/api/admin/news?lang=mn', '/api/health?lang=mn'])
      expect(pageCacheKey(request(url))).toBeNull();
  });

  it('answers a repeat read from memory only when its route marked it public', async () => {
    const { calls, get } = await serve(createPageCache(), (req) => ({ headers: req.url!.includes('private') ? { 'cache-control': 'no-store' } : SHARED_JSON, body: '{"news":[]}' }));
    for (const path of ['/api/mm/get/news?category=8&lang=mn', '/api/mm/get/news?category=8&lang=mn', '/api/mm/get/private?lang=mn', '/api/mm/get/private?lang=mn']) await get(path);
    expect(calls).toEqual(['/api/mm/get/news?category=8&lang=mn', '/api/mm/get/private?lang=mn', '/api/mm/get/private?lang=mn']);
  });

  it('drops a kept read when a tag it was read from expires', async () => {
    const { calls, get } = await serve(createPageCache(), () => ({ headers: SHARED_JSON, tags: ['directory'], body: '{}' }));
    await get('/api/yp/get/all-categories?lang=mn');
    expireTagsLocally(['news']);
    await get('/api/yp/get/all-categories?lang=mn');
    expireTagsLocally(['directory']);
    await get('/api/yp/get/all-categories?lang=mn');
    expect(calls).toHaveLength(2);
  });
});

describe('page cache: stale-while-revalidate (issue 23.6)', () => {
  const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
  /** A server whose refresh asks itself again with the refresh header, as scripts/server.mjs does. */
  async function withRefresh(ttlMs = 60_000, answer?: (req: http.IncomingMessage) => Answer) {
    let clock = 0;
    let base = '';
    const refreshes: Promise<unknown>[] = [];
    const cache = createPageCache({
      ttlMs,
      now: () => clock,
      refresh: (req, headers) => {
        const done = fetch(base + req.url, { headers });
        refreshes.push(done);
        return done;
      },
    });
    const served = await serve(cache, answer);
    base = `http://127.0.0.1:${(servers.at(-1)!.address() as AddressInfo).port}`;
    return { ...served, tick: (ms: number) => (clock += ms), settled: () => Promise.all(refreshes) };
  }

  it('answers the stale copy of an expired page at once and replaces it behind, once however many ask', async () => {
    const { calls, get, tick, settled } = await withRefresh(1000);
    await get('/mw');
    tick(1000);
    const [a, ...others] = await Promise.all([get('/mw'), get('/mw'), get('/mw')]);
    expect(a.body).toBe('<html>/mw №1</html>');
    expect(a.headers.get('x-page-cache')).toBe('STALE');
    await settled();
    expect(others.every((o) => o.status === 200)).toBe(true);
    expect(calls).toHaveLength(2); // one render behind the stale answers, however many asked meanwhile
    const fresh = await get('/mw');
    expect(fresh.body).toBe('<html>/mw №2</html>');
    expect(fresh.headers.get('x-page-cache')).toBe('HIT');
  });

  it('after a write, answers an anonymous visitor the stale copy at once and replaces it behind, once', async () => {
    const { calls, get, settled } = await withRefresh();
    await get('/mm/blog/8=1');
    expireTagsLocally(['news']);
    const [a, b] = await Promise.all([get('/mm/blog/8=1'), get('/mm/blog/8=1', { headers: { cookie: 'NEXT_LOCALE=mn' } })]);
    expect(a.headers.get('x-page-cache')).toBe('STALE');
    expect(a.body).toContain('№1');
    expect(b.status).toBe(200);
    await settled();
    const fresh = await get('/mm/blog/8=1');
    expect(fresh.body).toContain('№2');
    expect(fresh.headers.get('x-page-cache')).toBe('HIT');
  });

  it.each([
    ['an editor (back-office session)', SESSION_COOKIE],
    ['a member', MEMBER_COOKIE],
    ['a meeting participant', PARTICIPANT_COOKIE],
    ['a browser that has just written', FRESH_COOKIE],
  ])('after a write, %s gets the fresh render: the write shows on their next request', async (_who, cookie) => {
    const { calls, get, settled } = await withRefresh();
    await get('/mm/blog/8=1');
    expireTagsLocally(['news']);
    await nextMillisecond(); // a copy made in the millisecond of a write counts as made before it
    const after = await get('/mm/blog/8=1', { headers: { cookie: `theme=dark; ${cookie}=1` } });
    expect(after.headers.get('x-page-cache')).toBeNull();
    expect(after.body).toContain('№2');
    await settled();
    expect(calls).toHaveLength(2);
    // Anonymous visitors meanwhile keep the copy that render made, not an older one.
    expect((await get('/mm/blog/8=1')).body).toContain('№2');
  });

  it('without a way to refresh, a copy a write changed is dropped (nobody waits on a copy nobody replaces)', async () => {
    const { calls, get } = await serve(createPageCache());
    await get('/mm/blog/8=1');
    expireTagsLocally(['news']);
    expect((await get('/mm/blog/8=1')).body).toContain('№2');
    expect(calls).toHaveLength(2);
  });

  it('drops the stale copy when the page is no longer a shareable answer', async () => {
    let gone = false;
    const { calls, get, settled, tick } = await withRefresh(1000, () => ({ status: gone ? 404 : 200 }));
    await get('/mm/detail/5');
    gone = true;
    tick(1000);
    expect((await get('/mm/detail/5')).headers.get('x-page-cache')).toBe('STALE');
    await settled();
    expect((await get('/mm/detail/5')).status).toBe(404);
    expect(calls).toHaveLength(3);
  });
});
