import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DIRECTORY_CLIENT_MESSAGES } from '@/components/directory/shell/DirectoryShell';
import { CONFERENCE_ISLAND_SECTIONS } from '@/components/conference/shell/client-messages';
import { DirectoryNavbar } from '@/components/directory/shell/DirectoryNavbar';
import { DirectoryFooter } from '@/components/directory/shell/DirectoryFooter';
import { CompanyCards } from '@/components/directory/listing/CompanyCard';
import type { CardView } from '@/components/directory/listing/card-view';
import { SearchBox } from '@/components/directory/search/SearchBox';
import { CompanyNotFound } from '@/components/directory/routes/CompanyNotFound';
import { ASSOCIATION_CLIENT_MESSAGES } from '@/components/association/shell/client-messages';
import { PAGE_NOT_FOUND_MESSAGES } from '@/components/not-found/page-not-found-messages';
import { islandMessageKeys } from './island-message-keys';

// The language switch reads the page's path and the search box takes the router; outside a Next app there is no router to ask.
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), usePathname: () => '/yp', useRouter: () => ({}) }));

/**
 * Issue 23.3: every page carries the strings its shell hands to the client islands, in its RSC payload.
 * Budgets in bytes of UTF-8 JSON (Mongolian, the larger): the sections the islands use, not whole namespaces.
 * The conference shell hands none of its own: a page with an island hands `common` and that island's section.
 */
/** The /mm frame's client components that look strings up (the trade, membership and assessment pages bring their own). */
const ASSOCIATION_CLIENT_ISLANDS = [
  'app/[locale]/(association)/mm/error.tsx',
  'components/not-found/PageNotFound.tsx',
  'components/not-found/NewsNotFound.tsx',
];

const BUDGETS: [string, string[], number][] = [
  ['directory (/yp, /yellow-page)', DIRECTORY_CLIENT_MESSAGES, 5_000],
  ...CONFERENCE_ISLAND_SECTIONS.map((section): [string, string[], number] => [`a conference page with the mw.${section} island`, ['common', `mw.${section}`], 3_500]),
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

  it('the directory shell hands its navbar, footer, search box, cards and missing-company notice every string they show', async () => {
    const messages = pickMessages(await loadMessages('mn'), DIRECTORY_CLIENT_MESSAGES);
    const missing: string[] = [];
    const card: CardView = { id: 1, name: 'Нүүрс ХХК', categories: ['Нүүрсний уурхай'], phone: '7011-0510', email: 'a@b.mn', address: 'Улаанбаатар' };
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale: 'mn',
        timeZone: 'Asia/Ulaanbaatar',
        messages,
        onError: (error) => missing.push(error.message),
        children: [
          createElement(DirectoryNavbar, { key: 'navbar', base: '/yp', search: null }),
          createElement(SearchBox, { key: 'search', initialType: 'company' }),
          createElement(CompanyCards, { key: 'cards', cards: [card, { id: 2, name: 'Лого', categories: [] }], base: '/yp' }),
          createElement(CompanyNotFound, { key: 'missing', base: '/yp' }),
          createElement(DirectoryFooter, { key: 'footer', base: '/yp', year: 2026 }),
        ],
      }),
    );
    expect(missing).toEqual([]);
    expect(html).toContain('© 2026');
    expect(html).toContain('href="/yp/register"');
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
