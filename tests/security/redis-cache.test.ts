import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import CacheHandler, { RedisCache } from '@/lib/cache/redis-handler.mjs';

/**
 * The shared cache handler against a real Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; skipped
 * when none answers). Two handler objects with their own connections stand for two server instances.
 */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
const prefix = `test:${crypto.randomUUID()}:`;

afterAll(async () => {
  if (!reachable) return;
  const keys = await probe.keys(`${prefix}*`);
  if (keys.length) await probe.del(...keys);
  probe.disconnect();
});

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<html>Мэдээ</html>',
  rscData: Buffer.from([0, 1, 2, 250, 255]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: '{"news":[1,2]}', url: '', status: 200 }, tags: ['news'], revalidate: 3600 };
const instance = () => new RedisCache({ revalidatedTags: [] }, { url, prefix });

describe.skipIf(!reachable)('Redis cache handler', () => {
  it('keeps pages intact, binary payloads and segment maps included', async () => {
    const a = instance();
    await a.set('/mm', page('news,_N_T_/mm'), { cacheControl: { revalidate: 3600, expire: undefined } });
    const got = await a.get('/mm', { kind: 'APP_PAGE' });
    expect(got.value.html).toBe('<html>Мэдээ</html>');
    expect(Buffer.compare(got.value.rscData, Buffer.from([0, 1, 2, 250, 255]))).toBe(0);
    expect(got.value.segmentData.get('/_tree').toString()).toBe('tree');
    expect(got.cacheControl).toEqual({ revalidate: 3600 });
  });

  it('an invalidation on one instance expires the page on another at once', async () => {
    const a = instance();
    const b = instance();
    await b.set('/mm/blog/8=1', page('news,categories'), {});
    expect(await b.get('/mm/blog/8=1', { kind: 'APP_PAGE' })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await a.revalidateTag('news', { expire: 0 });
    expect(await b.get('/mm/blog/8=1', { kind: 'APP_PAGE' })).toBeNull();
    // B renders again and caches the fresh page, which stays valid.
    await new Promise((r) => setTimeout(r, 5));
    await b.set('/mm/blog/8=1', page('news,categories'), {});
    expect(await b.get('/mm/blog/8=1', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('data cached with unstable_cache is checked against the tags the read asks with', async () => {
    const a = instance();
    const b = instance();
    await a.set('news-list', fetchEntry, { fetchCache: true, tags: ['news'] });
    expect(await b.get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await b.revalidateTag(['banners', 'news']);
    expect(await a.get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })).toBeNull();
    expect(await a.get('news-list', { kind: 'FETCH', tags: ['trade'], softTags: [] })).not.toBeNull();
  });

  it('an invalidation with a future expiry leaves the entry until then', async () => {
    const a = instance();
    await a.set('/mw', page('conference'), {});
    await a.revalidateTag('conference', { expire: 60 });
    expect(await a.get('/mw', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('a Redis that does not answer is a cache miss, not an error', async () => {
    const down = new RedisCache({}, { url: 'redis://127.0.0.1:1', prefix });
    expect(await down.get('/mm', { kind: 'APP_PAGE' })).toBeNull();
    await expect(down.set('/mm', page('news'), {})).resolves.toBeUndefined();
  }, 20_000);
});

describe('without REDIS_URL', () => {
  it("is Next's own file-system cache", () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const handler = new CacheHandler({ revalidatedTags: [], serverDistDir: '/tmp', flushToDisk: false }) as unknown as { impl: object };
      expect(handler.impl.constructor.name).toBe('FileSystemCache');
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });
});
