import { describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import proxy from '@/proxy';

// next-intl's middleware does not load under plain Node ESM: a stand-in that passes the request on.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

const visit = async (path: string) => (await proxy(new NextRequest(`http://localhost${path}`))) as NextResponse;
const rewrittenTo = (res: NextResponse) => {
  const target = res.headers.get('x-middleware-rewrite');
  return target ? `${new URL(target).pathname}${new URL(target).search}` : null;
};

/**
 * /mw/agenda is the conference's busiest page: without a choice in the address it is a cached page; a day, hall
 * or type chosen in the address (?day=2&hall=3&type=panel) goes to a route of its own, one cached page per choice
 * (issue 23.1): the choice is a path segment there, since a cached page cannot read the query.
 */
describe('the programme address', () => {
  it('sends a choice of day, hall or type to its own page, in the language of the address', async () => {
    expect(rewrittenTo(await visit('/mw/agenda?day=2'))).toBe('/mn/mw/agenda/filtered/2-0-all');
    expect(rewrittenTo(await visit('/en/mw/agenda?day=1&hall=3&type=panel'))).toBe('/en/mw/agenda/filtered/1-3-panel');
    expect(rewrittenTo(await visit('/mw/agenda?type=workshop&hall=12'))).toBe('/mn/mw/agenda/filtered/0-12-workshop');
  });

  it('ignores a value no link of the site writes, as the page always did', async () => {
    expect(rewrittenTo(await visit('/mw/agenda?day=2&hall=x'))).toBe('/mn/mw/agenda/filtered/2-0-all');
    expect(rewrittenTo(await visit('/mw/agenda?type=%3Cscript%3E'))).toBeNull();
    expect(rewrittenTo(await visit('/mw/agenda?day=0'))).toBeNull();
  });

  it('leaves the programme without a choice to the cached route', async () => {
    for (const path of ['/mw/agenda', '/en/mw/agenda', '/mw/agenda?utm_source=news', '/mw/agenda?day=', '/mw/agenda/mine']) expect(rewrittenTo(await visit(path))).toBeNull();
  });

  it('sends a visitor who types the internal route to the public address', async () => {
    for (const [path, to] of [['/mw/agenda/filtered/2-0-all', '/mw/agenda?day=2'], ['/en/mw/agenda/filtered/1-3-panel', '/en/mw/agenda?day=1&hall=3&type=panel'], ['/en/mw/agenda/filtered', '/en/mw/agenda']]) {
      const res = await visit(path);
      expect(res.status).toBe(308);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.pathname}${location.search}`).toBe(to);
    }
  });
});
