import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDiskBound, isMadeUpPage } from '@/lib/cache/disk-bound.mjs';

/** Next's cache entries as the cache handler receives them (issue 17.5: random URLs must not fill the disk). */
const page = (status = 200, bytes = 10_000) => ({ kind: 'APP_PAGE', status, html: 'x'.repeat(bytes), rscData: Buffer.alloc(bytes), headers: {} });
const data = (bytes = 1000) => ({ kind: 'FETCH', data: { body: JSON.stringify('x'.repeat(bytes)), headers: {}, url: '' }, revalidate: 3600 });

describe('what Next may store in its cache', () => {
  it('never a read that found nothing (a made-up id)', () => {
    const bound = createDiskBound();
    const found = (body: string) => ({ kind: 'FETCH', data: { body, headers: {}, status: 200, url: '' }, revalidate: 3600 });
    for (const body of ['null', '[]']) expect(bound.admit(crypto.randomUUID(), found(body))).toBe(false);
    expect(bound.admit(crypto.randomUUID(), found('{"id":1}'))).toBe(true);
  });

  it('never a not-found answer: unknown ids and malformed parameters render on request', () => {
    for (const key of ['/mn/mm/detail/999999', '/mn/yp/company/abc', '/mn/mw/2023/category/zzz', '/mn/yellow-page/1e9', '/mn/mm/no-such-slug'])
      expect(isMadeUpPage(key, page(404))).toBe(true);
    expect(isMadeUpPage('/mn/mm/detail/12', page(200))).toBe(false);
  });

  it('never a redirect: a programme choice the programme does not have leads on to one it has (issue 23.1)', () => {
    for (const status of [307, 308]) expect(isMadeUpPage('/mn/mw/agenda/filtered/2-9999-all', page(status))).toBe(true);
    expect(isMadeUpPage('/mn/mw/agenda/filtered/2-1-all', page(200))).toBe(false);
  });

  it('never a free-text news search; category and month lists are kept', () => {
    for (const slug of ['8=1', '13=20', '2024-05=2', '=1']) expect(isMadeUpPage(`/mn/mm/blog/${slug}`, page()), slug).toBe(false);
    for (const slug of ['coal=1', '100%25=1', '100%=1', `${encodeURIComponent('нүүрс')}=1`, '2024-13=1', 'x'.repeat(50) + '=1'])
      expect(isMadeUpPage(`/en/mm/blog/${slug}`, page()), slug).toBe(true);
  });

  it('stays within its size bound however many random URLs are requested, and keeps refreshing what it holds', () => {
    const bound = createDiskBound({ maxBytes: 1_000_000 });
    let admitted = 0;
    for (let i = 0; i < 2000; i++) {
      const key = `/mn/mm/detail/${crypto.randomInt(1, 1e9)}`;
      if (bound.admit(key, page(200))) admitted++;
      bound.admit(`/mn/mm/blog/${crypto.randomUUID()}=1`, page(200));
      bound.admit(`/mn/yp/company/${crypto.randomUUID()}`, page(404));
    }
    expect(bound.bytes).toBeLessThanOrEqual(1_000_000);
    expect(admitted).toBe(50); // 20 KB a page
    expect(bound.admit('/mn/mm/about', page(200))).toBe(false);
    expect(bound.admit('/mn/mm/detail/1', page(200))).toBe(false);
    expect(bound.admit('fetch-key-over-bound', data())).toBe(false);
  });

  it('a page already stored is refreshed past the bound, and deleting one frees its room', () => {
    const bound = createDiskBound({ maxBytes: 40_000 });
    expect(bound.admit('/mn/mm', page())).toBe(true);
    expect(bound.admit('/mn/mw', page())).toBe(true);
    expect(bound.admit('/mn/yp', page())).toBe(false);
    expect(bound.admit('/mn/mm', page())).toBe(true);
    bound.admit('/mn/mw', null);
    expect(bound.admit('/mn/yp', page())).toBe(true);
    expect(bound.entries).toBe(2);
  });
});
