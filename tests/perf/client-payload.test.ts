import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DIRECTORY_CLIENT_MESSAGES } from '@/components/directory/shell/DirectoryShell';
import { CONFERENCE_ISLAND_SECTIONS } from '@/components/conference/shell/client-messages';

/**
 * Issue 23.3: every page carries the strings its shell hands to the client islands, in its RSC payload.
 * Budgets in bytes of UTF-8 JSON (Mongolian, the larger): the sections the islands use, not whole namespaces.
 * The conference shell hands none of its own: a page with an island hands `common` and that island's section.
 */
const BUDGETS: [string, string[], number][] = [
  ['directory (/yp, /yellow-page)', DIRECTORY_CLIENT_MESSAGES, 5_000],
  ...CONFERENCE_ISLAND_SECTIONS.map((section): [string, string[], number] => [`a conference page with the mw.${section} island`, ['common', `mw.${section}`], 3_500]),
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
});
