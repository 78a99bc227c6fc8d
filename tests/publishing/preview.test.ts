import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../support/api';
import { roleCookies } from '../admin/support';
import { addCategory, addNews } from '../mm/fixtures';
import { pageCacheKey } from '@/lib/cache/page-cache.mjs';
import type { IncomingMessage } from 'node:http';

// Next's draft mode and cookies need its request context: this stand-in keeps the state of one browser.
const browser = vi.hoisted(() => ({ draft: false, cookie: '' }));
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({
    get isEnabled() {
      return browser.draft;
    },
    enable: () => void (browser.draft = true),
    disable: () => void (browser.draft = false),
  }),
  cookies: async () => ({ get: (name: string) => (browser.cookie.startsWith(`${name}=`) ? { name, value: browser.cookie.slice(name.length + 1) } : undefined) }),
}));

const { previewingEditor } = await import('@/lib/publishing/preview');
const { getNews, getNewsPreview } = await import('@/lib/news/queries');

let c: Awaited<ReturnType<typeof roleCookies>>;
let draftId: number;
beforeAll(async () => {
  c = await roleCookies();
  await addCategory(8, 'Мэдээ', 'News');
  draftId = (await addNews({ category_cid: 8, title: 'Уул уурхайн долоо хоног 2027', title_en: 'Mining Week 2027', news_status: false })).id;
});
beforeEach(() => Object.assign(browser, { draft: false, cookie: '' }));

const preview = (path: string, cookie?: string) => call('GET', `/api/admin/preview?path=${encodeURIComponent(path)}`, { cookie });

describe('previewing a draft (issue 24.1)', () => {
  it('turns on draft mode for an editor and opens the page, in either language', async () => {
    for (const path of [`/mm/detail/${draftId}`, `/en/mm/detail/${draftId}`]) {
      const res = await preview(path, c.moderator);
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe(path);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(browser.draft).toBe(true);
    }
  });

  it('is for editors only, and only for association pages', async () => {
    expect((await preview('/mm/detail/1')).status).toBe(401);
    expect((await preview('/mm/detail/1', c.user)).status).toBe(403);
    for (const path of ['https://evil.example/', '//evil.example/mm', '/admin/accounts', '/mm/../admin', '/en/mm/%2e%2e/%2e%2e/admin']) {
      expect((await preview(path, c.moderator)).status).toBe(400);
    }
    expect(browser.draft).toBe(false);
  });

  it('shows the draft to the editor in draft mode, in both languages', async () => {
    Object.assign(browser, { draft: true, cookie: c.moderator });
    expect(await previewingEditor()).toBe(true);
    expect((await getNewsPreview({ id: draftId, lang: 'mn' }))?.title).toBe('Уул уурхайн долоо хоног 2027');
    expect((await getNewsPreview({ id: draftId, lang: 'en' }))?.title).toBe('Mining Week 2027');
  });

  it('never shows it to anyone else: anonymous, a read-only account, or draft mode without a session', async () => {
    expect(await getNews({ id: draftId, lang: 'mn' })).toBeNull();
    expect(await previewingEditor()).toBe(false);
    Object.assign(browser, { draft: true, cookie: '' });
    expect(await previewingEditor()).toBe(false);
    Object.assign(browser, { draft: true, cookie: c.user });
    expect(await previewingEditor()).toBe(false);
    Object.assign(browser, { draft: false, cookie: c.moderator });
    expect(await previewingEditor()).toBe(false);
  });

  it('is never kept by the page cache in front of Next', () => {
    const req = (cookie: string) => ({ method: 'GET', url: `/mm/detail/${draftId}`, headers: { cookie } }) as unknown as IncomingMessage;
    expect(pageCacheKey(req(''))).not.toBeNull();
    expect(pageCacheKey(req('__prerender_bypass=abc'))).toBeNull();
  });
});
