import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWrk, load } from '../../bench/lib/load.mjs';

/** The bench's load generator asks for the paths it is given, the way a browser would, and counts what failed. */
describe.skipIf(!hasWrk())('bench load runs (wrk)', () => {
  const seen: string[] = [];
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers['accept-encoding']}`);
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('cycles through the given paths with a browser’s Accept-Encoding', async () => {
    seen.length = 0;
    const r = await load(base, { paths: ['/a', '/b?q=%D1%83'], connections: 2, duration: 1 });
    expect(r.requests).toBeGreaterThan(10);
    expect(r.errors).toBe(0);
    expect(new Set(seen)).toEqual(new Set(['/a gzip, deflate, br', '/b?q=%D1%83 gzip, deflate, br']));
  });

  it('makes every path new with a counter between prefix and suffix', async () => {
    seen.length = 0;
    const r = await load(base, { unique: { prefix: '/mm/blog/%D1%83', suffix: '=1' }, connections: 1, duration: 1 });
    const paths = seen.map((line) => line.split(' ')[0]);
    expect(new Set(paths).size).toBe(paths.length);
    const counters = paths.map((p) => Number(/^\/mm\/blog\/%D1%83(\d+)=1$/.exec(p)?.[1]));
    expect(counters.slice(1, 3)).toEqual([counters[0] + 1, counters[0] + 2]);
    expect(r.requests).toBeGreaterThanOrEqual(paths.length - 1);
  });

  it('counts answers other than 2xx and 3xx as errors', async () => {
    const r = await load(base, { paths: ['/missing'], connections: 1, duration: 1 });
    expect(r.errors).toBe(r.requests);
  });

  it('with an expected status, counts the answers that have another one', async () => {
    const missing = await load(base, { paths: ['/missing'], status: 404, connections: 1, duration: 1 });
    expect([missing.requests > 10, missing.errors]).toEqual([true, 0]);
    const found = await load(base, { paths: ['/a'], status: 404, connections: 1, duration: 1 });
    expect(found.errors).toBeGreaterThanOrEqual(found.requests - 1);
  });
});
