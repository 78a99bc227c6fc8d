import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_COOKIE, markFreshAfterWrite } from '@/lib/cache/fresh-after-write.mjs';

/**
 * The server script marks the browser that has just written (scripts/server.mjs): its next page view is made
 * fresh, not answered from a stale copy (page-cache.mjs), even when nobody is signed in.
 */
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(status: number, headers: Record<string, string | string[]> = {}) {
  const server = http.createServer((req, res) => {
    markFreshAfterWrite(req, res);
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('fresh after a write', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a successful %s answer sets a short-lived, HttpOnly, SameSite=Lax cookie', async (method) => {
    const res = await fetch(await serve(200), { method });
    const cookie = res.headers.getSetCookie();
    expect(cookie).toEqual([`${FRESH_COOKIE}=1; Max-Age=30; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('keeps the cookies the answer sets itself, and marks a redirect after a form post', async () => {
    const res = await fetch(await serve(303, { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'], location: '/mw' }), { method: 'POST', redirect: 'manual' });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/', `${FRESH_COOKIE}=1; Max-Age=30; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it.each([
    ['a read', 'GET', 200],
    ['a HEAD', 'HEAD', 200],
    ['a refused write', 'POST', 400],
    ['a failed write', 'POST', 500],
  ])('leaves %s unmarked', async (_label, method, status) => {
    const res = await fetch(await serve(status), { method });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
