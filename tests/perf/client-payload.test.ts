import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DIRECTORY_CLIENT_MESSAGES } from '@/components/directory/shell/DirectoryShell';
import { CONFERENCE_CLIENT_MESSAGES } from '@/components/conference/shell/client-messages';
import { ASSOCIATION_CLIENT_MESSAGES } from '@/components/association/shell/client-messages';
import { PAGE_NOT_FOUND_MESSAGES } from '@/components/not-found/page-not-found-messages';
import { islandMessageKeys } from './island-message-keys';

/**
 * Issue 23.3: every page carries the strings its shell hands to the client islands, in its RSC payload.
 * Budgets in bytes of UTF-8 JSON (Mongolian, the larger): the sections the islands use, not whole namespaces.
 */
/** The /mm frame's client components that look strings up (the trade, membership and assessment pages bring their own). */
const ASSOCIATION_CLIENT_ISLANDS = [
  'app/[locale]/(association)/mm/error.tsx',
  'components/not-found/PageNotFound.tsx',
  'components/not-found/NewsNotFound.tsx',
];

const BUDGETS: [string, string[], number][] = [
  ['directory (/yp, /yellow-page)', DIRECTORY_CLIENT_MESSAGES, 5_000],
  ['conference (/mw)', CONFERENCE_CLIENT_MESSAGES, 8_000],
  ['association (/mm)', ASSOCIATION_CLIENT_MESSAGES, 700],
  ['every public page (the root layout, for its not-found page)', PAGE_NOT_FOUND_MESSAGES, 150],
];

describe('strings handed to the client per page shell', () => {
  for (const [shell, paths, budget] of BUDGETS) {
    it(`${shell}: at most ${budget} bytes`, async () => {
      const bytes = Buffer.byteLength(JSON.stringify(pickMessages(await loadMessages('mn'), paths)));
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }

  it('the directory shell still hands the drawer and the search box every string they show', async () => {
    const picked = pickMessages(await loadMessages('en'), DIRECTORY_CLIENT_MESSAGES) as { yp: Record<string, Record<string, string>> };
    expect(Object.keys(picked.yp.nav)).toEqual(expect.arrayContaining(['categories', 'label']));
    expect(Object.keys(picked.yp.drawer)).toEqual(expect.arrayContaining(['title', 'close', 'allOf']));
    expect(picked.yp.search).toBeTruthy();
  });

  it('picks single keys at any depth, leaving their siblings out and the messages untouched', () => {
    const all = { common: { retry: 'Retry', backHome: 'Home', pager: { next: 'Next' } }, mm: { detail: { notFound: 'None', share: 'Share' } } };
    const before = JSON.stringify(all);
    expect(pickMessages(all, ['common.retry', 'mm.detail.notFound', 'mm.detail.missing'])).toEqual({ common: { retry: 'Retry' }, mm: { detail: { notFound: 'None' } } });
    expect(pickMessages(all, ['common', 'common.pager.next'])).toEqual({ common: all.common });
    expect(JSON.stringify(all)).toBe(before);
  });

  it('the association shell hands every string its client islands (error, not-found pages) look up', async () => {
    const picked = pickMessages(await loadMessages('mn'), ASSOCIATION_CLIENT_MESSAGES);
    const keys = ASSOCIATION_CLIENT_ISLANDS.flatMap(islandMessageKeys);
    expect(keys.length).toBeGreaterThan(0);
    const missing = keys.filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], picked) === undefined);
    expect(missing).toEqual([]);
  });

  it('the root layout hands its not-found page the strings it looks up', async () => {
    const picked = pickMessages(await loadMessages('en'), PAGE_NOT_FOUND_MESSAGES) as { common: Record<string, string> };
    expect(islandMessageKeys('components/not-found/PageNotFound.tsx').map((key) => key.replace('common.', ''))).toEqual(Object.keys(picked.common));
  });
});
