import { describe, expect, it } from 'vitest';
import { blogPath, parseBlogSlug, searchPath } from '@/lib/news/blog-slug';
import { pageWindow } from '@/components/ui/page-window';
import { buildNav, menuToNav } from '@/components/association/shell/nav-items';
import { defaultTradeRange, withEnd, withStart } from '@/lib/trade/constants';
import type { Menu } from '@/lib/news/queries';

describe('the /mm/blog/{cid}={page} segment', () => {
  it.each([
    ['8=1', { kind: 'category', cid: 8 }, 1],
    ['13=3', { kind: 'category', cid: 13 }, 3],
    ['2024-05=2', { kind: 'month', month: '2024-05' }, 2],
    [encodeURIComponent('уул уурхай') + '=1', { kind: 'search', term: 'уул уурхай' }, 1],
    ['a=b=2', { kind: 'search', term: 'a=b' }, 2],
    ['=1', { kind: 'category', cid: 8 }, 1],
    ['8', { kind: 'category', cid: 8 }, 1],
    ['2024-13=1', { kind: 'search', term: '2024-13' }, 1],
    ['100%25=1', { kind: 'search', term: '100%' }, 1],
    ['100%=1', { kind: 'search', term: '100%' }, 1],
    ['a%00b=1', { kind: 'search', term: 'ab' }, 1],
    ['%00=1', { kind: 'category', cid: 8 }, 1],
  ])('reads %s', (segment, selection, page) => {
    expect(parseBlogSlug(segment)).toEqual({ selection, page });
  });

  it.each(['8=0', '8=x', '8=-1', '8=1.5'])('refuses the page of %s', (segment) => {
    expect(parseBlogSlug(segment)).toBeNull();
  });

  it('turns what a visitor typed into a path every server layer decodes (issue 17.10: 100% answered 500)', () => {
    expect(searchPath('100%')).toBe('/mm/blog/100=1');
    expect(searchPath(' a=b/c ')).toBe('/mm/blog/a%20b%20c=1');
    expect(searchPath('%%')).toBe('/mm/blog/8=1');
    expect(searchPath('нүүрс')).toBe(`/mm/blog/${encodeURIComponent('нүүрс')}=1`);
  });

  it('writes the path back', () => {
    expect(blogPath({ kind: 'month', month: '2024-05' }, 2)).toBe('/mm/blog/2024-05=2');
    expect(blogPath({ kind: 'search', term: 'нүүрс' }, 1)).toBe(`/mm/blog/${encodeURIComponent('нүүрс')}=1`);
    expect(parseBlogSlug(blogPath({ kind: 'search', term: 'a=b 100%' }, 3).slice('/mm/blog/'.length))).toEqual({ selection: { kind: 'search', term: 'a=b 100%' }, page: 3 });
  });
});

describe('the pager window', () => {
  it('shows at most 3 numbers around the current page, inside the bounds', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('the trade date range (spec §4)', () => {
  it('defaults to the last 7 days', () => {
    expect(defaultTradeRange(new Date('2024-05-20T04:00:00Z'))).toEqual({ startDate: '2024-05-13', endDate: '2024-05-20' });
  });

  it('uses the Ulaanbaatar day: 17:00 UTC is already tomorrow there', () => {
    expect(defaultTradeRange(new Date('2024-05-20T17:00:00Z')).endDate).toBe('2024-05-21');
  });

  it('moves the end with a later start, and the start with an earlier end', () => {
    const range = { startDate: '2024-05-10', endDate: '2024-05-20' };
    expect(withStart(range, '2024-05-25')).toEqual({ startDate: '2024-05-25', endDate: '2024-05-25' });
    expect(withStart(range, '2024-05-12')).toEqual({ startDate: '2024-05-12', endDate: '2024-05-20' });
    expect(withEnd(range, '2024-05-01')).toEqual({ startDate: '2024-05-01', endDate: '2024-05-01' });
    expect(withEnd(range, '2024-05-15')).toEqual({ startDate: '2024-05-10', endDate: '2024-05-15' });
  });
});

describe('the navbar menus', () => {
  const menu = (cid: number, page_type: string | null, level: number, children: Menu[] = []): Menu => ({ cid, label: `m${cid}`, page_type, level, children });

  it('links news menus to their list and static pages to /mm/page/{cid}', () => {
    const media = menu(4, null, 1, [menu(8, 'news', 2), menu(20, 'static', 2), menu(40, null, 2)]);
    expect(menuToNav(media)).toEqual({
      label: 'm4',
      children: [
        { label: 'm8', href: '/mm/blog/8=1' },
        { label: 'm20', href: '/mm/page/20' },
        { label: 'm40', href: '/mm/page/40' },
      ],
    });
    // A container links nowhere: no href key at all (the navbar's client menu gets it in every page's payload).
    expect(Object.keys(menuToNav(media)!)).toEqual(['label', 'children']);
  });

  it('keeps level 3 under its level 2 parent and leaves out empty containers', () => {
    expect(menuToNav(menu(5, null, 1, [menu(50, null, 2, [menu(51, null, 3)])]))).toEqual({
      label: 'm5',
      children: [{ label: 'm50', children: [{ label: 'm51', href: '/mm/page/51' }] }],
    });
    expect(menuToNav(menu(1, null, 1))).toBeNull();
  });

  it('puts the menus between the fixed pages', () => {
    const labels = new Proxy({}, { get: (_, key) => String(key) }) as Parameters<typeof buildNav>[0];
    const nav = buildNav(labels, [menu(8, 'news', 1)]);
    expect(nav.map((item) => item.href)).toEqual(['/mm', '/mm/about', '/mm/activity', '/mm/membership', '/mm/blog/8=1', '/mm/trade', '/mm/report=1', '/mm/contact']);
  });
});
