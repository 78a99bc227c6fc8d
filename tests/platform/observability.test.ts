import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { GET as readyRoute } from '@/app/api/ready/route';
import { noteActor } from '@/lib/observability/context.mjs';
import { observe } from '@/lib/observability/http.mjs';
import { createPageCache } from '@/lib/cache/page-cache.mjs';
import { logger } from '@/lib/observability/log.mjs';
import { metrics, routeLabel } from '@/lib/observability/metrics.mjs';
import { adminCookie } from '../support/api';

describe('route labels stay bounded whatever paths clients invent', () => {
  it.each([
    ['/api/mm/get/news?page=2', 200, '/api/mm/get/news'],
    ['/api/auth/callback/google?code=secret', 302, 'redirect'],
    ['/api/auth/session', 200, '/api/auth/*'],
    ['/api/zzz/random-1', 404, 'unmatched'],
    ['/mm/blog/8=1', 200, '/mm/blog/*'],
    ['/en/mm/detail/12', 200, '/en/mm/detail/*'],
    ['/yellow-page/meeting/AbCdEf0123456789abcdefXYZ', 200, '/yellow-page/meeting/*'],
    ['/_next/static/chunks/abc123.js', 200, '/_next/static/chunks/*'],
    ['/', 200, '/'],
  ])('%s (%i) → %s', (url, status, label) => expect(routeLabel(url, status)).toBe(label));
});

describe('request logs and metrics of the server script', () => {
  const NEXT_HIT = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600', 'content-type': 'text/html; charset=utf-8' };
  let server: http.Server;
  let base: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    vi.spyOn(logger, 'info').mockImplementation(((line: Record<string, unknown>) => lines.push(line)) as never);
    vi.spyOn(logger, 'error').mockImplementation(((line: Record<string, unknown>) => lines.push({ ...line, level: 'error' })) as never);
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url?.startsWith('/api/admin')) noteActor('account', 7);
      res.statusCode = req.url?.startsWith('/boom') ? 500 : 200;
      // '/cached' is a page Next served from its own cache: the page cache keeps a copy and answers repeats.
      if (req.url === '/cached') for (const [name, value] of Object.entries(NEXT_HIT)) res.setHeader(name, value);
      res.end('from next');
    };
    const pageCache = createPageCache({ redisUrl: '' });
    server = http.createServer(observe((req, res) => pageCache.handle(req, res, () => next(req, res))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await (await fetch(`${base}/cached`)).text(); // the copy is kept
  });
  afterAll(() => {
    vi.restoreAllMocks();
    server.close();
  });

  const counter = async (name: string, labels: Record<string, string>) => {
    const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
    const value = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l));
    return Number(value?.value ?? 0);
  };

  it('logs one JSON line per request with id, method, path, status, duration and actor, never the query', async () => {
    await (await fetch(`${base}/api/admin/get/news?token=secret-code`)).text();
    await (await fetch(`${base}/yellow-page/meeting/AbCdEf0123456789abcdefXYZ`)).text();
    await (await fetch(`${base}/boom`)).text();
    await new Promise((r) => setTimeout(r, 50));
    const [admin, meeting, boom] = lines.slice(-3);
    expect(admin).toMatchObject({ method: 'GET', path: '/api/admin/get/news', status: 200, actor: 'account:7' });
    expect(admin!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof admin!.ms).toBe('number');
    expect(meeting).toMatchObject({ path: '/yellow-page/meeting/[token]', actor: undefined });
    expect(boom).toMatchObject({ path: '/boom', status: 500, level: 'error' });
    expect(JSON.stringify(lines)).not.toMatch(/secret-code|AbCdEf0123/);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(lines.length);
  });

  it('counts requests, latencies, errors and page-cache hits and misses per route', async () => {
    const before = {
      news: await counter('http_requests_total', { route: '/api/mm/get/news', status: '200' }),
      errors: await counter('http_request_errors_total', { route: '/boom' }),
      hits: await counter('page_cache_requests_total', { result: 'hit' }),
      misses: await counter('page_cache_requests_total', { result: 'miss' }),
    };
    for (const path of ['/api/mm/get/news?page=1', '/api/mm/get/news', '/boom', '/cached', '/cached', '/mm']) await (await fetch(`${base}${path}`)).text();
    await new Promise((r) => setTimeout(r, 50));
    expect(await counter('http_requests_total', { route: '/api/mm/get/news', status: '200' })).toBe(before.news + 2);
    expect(await counter('http_request_errors_total', { route: '/boom' })).toBe(before.errors + 1);
    expect(await counter('page_cache_requests_total', { result: 'hit' })).toBe(before.hits + 2);
    // '/mm' went to Next; '/boom' too (a cacheable GET whatever Next answered).
    expect(await counter('page_cache_requests_total', { result: 'miss' })).toBe(before.misses + 2);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/mm/get/news"}');
  });
});

describe('GET /api/metrics', () => {
  const request = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/metrics', { headers });
  const saved = process.env.METRICS_TOKEN;
  beforeAll(() => void (process.env.METRICS_TOKEN = 'scraper-token-0123456789'));
  afterAll(() => void (process.env.METRICS_TOKEN = saved));

  it('answers 401 without a session or token, and with a wrong token', async () => {
    expect((await metricsRoute(request())).status).toBe(401);
    expect((await metricsRoute(request({ authorization: 'Bearer wrong' }))).status).toBe(401);
    const res = await metricsRoute(request({ authorization: 'Bearer wrong' }));
    expect(await res.json()).toEqual({ error: 'Нэвтрэх шаардлагатай.', message: 'Нэвтрэх шаардлагатай.' });
  });

  it('answers 403 to a signed-in account that is not an admin', async () => {
    expect((await metricsRoute(request({ cookie: await adminCookie(3) }))).status).toBe(403);
  });

  it('serves the Prometheus text to the METRICS_TOKEN bearer and to an admin session', async () => {
    const callers: Record<string, string>[] = [{ authorization: 'Bearer scraper-token-0123456789' }, { cookie: await adminCookie(2) }];
    for (const headers of callers) {
      const res = await metricsRoute(request(headers));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(text).toContain('# TYPE page_cache_requests_total counter');
      expect(text).toContain('process_resident_memory_bytes');
    }
  });

  it('is refused without METRICS_TOKEN configured, whatever bearer is sent', async () => {
    delete process.env.METRICS_TOKEN;
    try {
      expect((await metricsRoute(request({ authorization: 'Bearer ' }))).status).toBe(401);
      expect((await metricsRoute(request({ authorization: 'Bearer undefined' }))).status).toBe(401);
    } finally {
      process.env.METRICS_TOKEN = 'scraper-token-0123456789';
    }
  });
});

describe('GET /api/ready', () => {
  const saved = process.env.REDIS_URL;
  afterAll(() => void (process.env.REDIS_URL = saved));

  it('is ready when the database and the uploads directory answer and Redis is not configured', async () => {
    delete process.env.REDIS_URL;
    const res = await readyRoute();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured', storage: 'ok' } });
  });

  it('checks Redis when it is configured', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    const res = await readyRoute();
    expect(await res.json()).toMatchObject({ checks: { redis: 'ok' } });
    expect(res.status).toBe(200);
  });

  it('answers 503 and names what failed when Redis does not answer', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const res = await readyRoute();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', checks: { database: 'ok', redis: 'failed', storage: 'ok' } });
  }, 15_000);
});
