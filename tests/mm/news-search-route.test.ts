import { describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import proxy from '@/proxy';

// next-intl's middleware does not load under plain Node ESM: a stand-in that passes the request on.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

const visit = async (path: string) => (await proxy(new NextRequest(`http://localhost${path}`))) as NextResponse;
const rewrittenTo = (res: NextResponse) => {
  const target = res.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

/**
 * A news search is /mm/blog/{term}={page} (spec), and every term is a new address: rendered per request on a
 * route of its own, not made into a cached page each time (issue 23.1: storing each one cost 40 % of its render,
 * and let anyone fill the page store with made-up terms).
 */
describe('news search addresses', () => {
  it('render a search on the per-request route, in the language of the address', async () => {
    const term = encodeURIComponent('уул уурхай');
    expect(rewrittenTo(await visit(`/mm/blog/${term}=1`))).toBe(`/mn/mm/blog-search/${term}=1`);
    expect(rewrittenTo(await visit('/en/mm/blog/coal=2'))).toBe('/en/mm/blog-search/coal=2');
  });

  it('leave category and archive lists to the cached route', async () => {
    for (const path of ['/mm/blog/8=1', '/mm/blog/8=3', '/mm/blog/2024-05=1', '/en/mm/blog/12=2']) expect(rewrittenTo(await visit(path))).toBeNull();
  });

  it('send a visitor who types the internal route to the public address', async () => {
    for (const [path, to] of [['/mm/blog-search/coal=1', '/mm/blog/coal=1'], ['/en/mm/blog-search/coal=2', '/en/mm/blog/coal=2']]) {
      const res = await visit(path);
      expect(res.status).toBe(308);
      expect(new URL(res.headers.get('location')!).pathname).toBe(to);
    }
  });
});
