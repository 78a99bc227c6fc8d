import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { correctOutgoingHeaders, listenPlan, NOT_FOUND_CACHE_CONTROL, publicUrlPlan, refusal } from '@/lib/security/edge.mjs';
import { siteUrl } from '@/lib/seo/site-url';
import { isCrossOriginWrite } from '@/lib/security/origin';

/** What scripts/server.mjs decides before a request reaches Next, and how it starts. */
describe('the edge refuses what the app must never see', () => {
  it('TRACE, CONNECT and made-up methods answer 405 with Allow', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
      const answer = refusal({ method, url: '/mm' });
      expect(answer?.status).toBe(405);
      expect(answer?.headers.allow).toContain('GET');
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(refusal({ method, url: '/mm' })).toBeNull();
  });

  it('a path whose % escapes do not decode answers 400 (pages and /uploads alike)', () => {
    for (const url of ['/mm/%', '/mm/detail/%E0%A4%A', '/uploads/%zz.png', '/en/mm/blog/100%=1', '/mm/blog/100%25=1', '/mm/detail/%25']) expect(refusal({ method: 'GET', url })?.status).toBe(400);
    expect(refusal({ method: 'GET', url: '/mm/blog/%D0%B0=1?q=%' })).toBeNull();
  });
});

describe('headers Next gets wrong are corrected on the way out', () => {
  /** The raw header lines a client receives from a handler behind the edge's correction. */
  async function answered(handler: http.RequestListener) {
    const server = http.createServer((req, res) => {
      correctOutgoingHeaders(res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise<string[]>((resolve, reject) =>
        http.get({ port, host: '127.0.0.1' }, (res) => {
          res.resume();
          resolve(res.rawHeaders);
        }).on('error', reject),
      );
    } finally {
      server.close();
    }
  }
  const values = (raw: string[], name: string) => raw.flatMap((header, i) => (i % 2 === 0 && header.toLowerCase() === name ? [raw[i + 1]] : []));

  it("a redirect from a cached page has one Location (Next 16.4 repeats it from the render's metadata)", async () => {
    const raw = await answered((_, res) => {
      res.setHeader('location', '/mm/blog/8=1');
      res.appendHeader('location', '/mm/blog/8=1');
      res.writeHead(308).end();
    });
    expect(values(raw, 'location')).toEqual(['/mm/blog/8=1']);
  });

  it("a not-found page may be kept a minute, not the route's year", async () => {
    const raw = await answered((_, res) => {
      res.setHeader('cache-control', 's-maxage=31536000, stale-while-revalidate');
      res.writeHead(404).end();
    });
    expect(values(raw, 'cache-control')).toEqual([NOT_FOUND_CACHE_CONTROL]);
  });
});

describe('AUTH_DEV_LOGIN in a production server', () => {
  it('refuses to start on a non-loopback address', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.10']) expect(listenPlan({ AUTH_DEV_LOGIN: 'true', HOST }).refuse).toMatch(/refusing to listen/);
  });

  it('listens on loopback only, with a loud warning', () => {
    const plan = listenPlan({ AUTH_DEV_LOGIN: 'true' });
    expect(plan.host).toBe('127.0.0.1');
    expect(plan.warnings?.join('\n')).toMatch(/password-less back-office sign-in is ON/);
    expect(listenPlan({ AUTH_DEV_LOGIN: 'true', HOST: '::1' }).host).toBe('::1');
  });

  it('without it, listens where HOST says (every interface by default), silently', () => {
    expect(listenPlan({})).toEqual({ host: undefined, warnings: [] });
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to this server on its own PORT, and says so', () => {
    const plan = publicUrlPlan({}, 3217);
    expect(plan.url).toBe('http://localhost:3217');
    expect(plan.lines[0]).toContain('http://localhost:3217');
  });

  it('warns when a public address is not https', () => {
    expect(publicUrlPlan({ PUBLIC_URL: 'http://mining.mn/' }, 80)).toMatchObject({ url: 'http://mining.mn' });
    expect(publicUrlPlan({ PUBLIC_URL: 'http://mining.mn' }, 80).lines.join('\n')).toMatch(/not https/);
    expect(publicUrlPlan({ PUBLIC_URL: 'https://mining.mn' }, 80).lines.join('\n')).not.toMatch(/warning/);
  });

  it('the pages fall back to the PORT served, not :3000', () => {
    const saved = { url: process.env.PUBLIC_URL, port: process.env.PORT };
    try {
      delete process.env.PUBLIC_URL;
      process.env.PORT = '3214';
      expect(siteUrl()).toBe('http://localhost:3214');
    } finally {
      if (saved.url === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved.url;
      if (saved.port === undefined) delete process.env.PORT;
      else process.env.PORT = saved.port;
    }
  });
});

describe('the Origin check compares with PUBLIC_URL, not with what the request says its host is', () => {
  const write = (origin: string, headers: Record<string, string> = {}) =>
    isCrossOriginWrite(new Request('http://localhost:3000/api/mm/insert/x', { method: 'POST', headers: { origin, ...headers } }));

  it('accepts our own origin and refuses another, whatever Host and X-Forwarded-Host claim', () => {
    expect(write(siteUrl())).toBe(false);
    expect(write('http://evil.example', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe(true);
    expect(write('https://localhost:3000')).toBe(true); // another scheme is another origin
    expect(write('null')).toBe(true);
  });
});
