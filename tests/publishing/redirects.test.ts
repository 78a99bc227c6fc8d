import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import proxy from '@/proxy';
import { call } from '../support/api';
import { form, roleCookies } from '../admin/support';
import { REDIRECT_MESSAGES } from '@/lib/redirects/paths';

// next-intl's middleware does not load under plain Node ESM; addresses that are not redirected end there.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
});

const insert = (from: string, to: string, cookie = c.moderator) => call('POST', '/api/admin/insert/redirect', { cookie, body: { from, to } });
const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe('redirects of old addresses', () => {
  it('answers a mapped old address with one 308 to the new one, query string and trailing slash included', async () => {
    expect((await insert('https://old.mnma.mn/news.php?id=12', '/mm/detail/5')).status).toBe(200);
    expect((await insert('/about-us/', '/mm/about')).status).toBe(200);
    const res = await visit('/news.php?id=12');
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/mm/detail/5');
    expect((await visit('/about-us/')).status).toBe(308);
    expect((await visit('/about-us?utm_source=fb')).headers.get('location')).toMatch(/\/mm\/about$/);
    expect((await visit('/news.php?id=13')).status).not.toBe(308);
  });

  it('follows an edit and a delete on the next request', async () => {
    const { json } = await insert('/old/contact', '/mm/contact');
    await call('POST', '/api/admin/update/redirect', { cookie: c.moderator, body: { id: json.redirect.id, from: '/old/contact', to: '/en/mm/contact' } });
    expect(new URL((await visit('/old/contact')).headers.get('location')!).pathname).toBe('/en/mm/contact');
    await call('DELETE', `/api/admin/delete/redirect?id=${json.redirect.id}`, { cookie: c.moderator });
    expect((await visit('/old/contact')).status).not.toBe(308);
  });

  it('refuses a loop and both kinds of chain, with a message saying which', async () => {
    const loop = await insert('/loop', '/loop/');
    expect(loop.status).toBe(400);
    expect(loop.json.error).toBe(REDIRECT_MESSAGES.loop);
    // /about-us already leads to /mm/about: a mapping to /about-us, or from /mm/about, would make a chain.
    const toRedirected = await insert('/company', '/about-us');
    expect(toRedirected.status).toBe(400);
    expect(toRedirected.json.error).toBe(REDIRECT_MESSAGES.chainTo('/about-us'));
    const fromTarget = await insert('/mm/about', '/mm');
    expect(fromTarget.status).toBe(400);
    expect(fromTarget.json.error).toBe(REDIRECT_MESSAGES.chainFrom('/mm/about'));
    expect((await insert('/about-us', '/mm')).status).toBe(409);
  });

  it('refuses what is not an address, and the site’s own admin and API paths', async () => {
    expect((await insert('old-page', '/mm')).json.error).toBe(REDIRECT_MESSAGES.from);
    expect((await insert('/old', 'javascript:alert(1)')).json.error).toBe(REDIRECT_MESSAGES.to);
    expect((await insert('/admin/dashboard', '/mm')).json.error).toBe(REDIRECT_MESSAGES.reserved);
  });

  it('lets only editors change redirects, and no one signed out', async () => {
    expect((await insert('/x', '/mm', c.user)).status).toBe(403);
    expect((await insert('/x', '/mm', '')).status).toBe(401);
    expect((await call('GET', '/api/admin/get/redirect')).status).toBe(401);
    const list = await call('GET', '/api/admin/get/redirect', { cookie: c.user });
    expect(list.json.redirect.map((r: { from: string }) => r.from)).toContain('/news.php?id=12');
  });

  it('imports the old site’s URL list from CSV, reporting the rows it refuses', async () => {
    const csv = ['from,to', '/index.php?page=report,/mm/report=1', '/events.html,/mm/blog/13=1', '/chain.html,/events.html', 'nonsense,/mm', ''].join('\n');
    const file = new File([csv], 'old-site.csv', { type: 'text/csv' });
    const res = await call('POST', '/api/admin/import/redirect', { cookie: c.moderator, form: form({ file }) });
    expect(res.status).toBe(200);
    expect(res.json.added).toBe(2);
    expect(res.json.rejected).toEqual([
      { row: 4, from: '/chain.html', reasons: [REDIRECT_MESSAGES.chainTo('/events.html')] },
      { row: 5, from: 'nonsense', reasons: [REDIRECT_MESSAGES.from] },
    ]);
    expect((await visit('/events.html')).status).toBe(308);
  });
});
