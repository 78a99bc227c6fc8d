import { expect, test } from '@playwright/test';
import { pageScriptWeight } from '../bench/lib/js-weight.mjs';
import { publicPages } from '../bench/lib/pages.mjs';

/**
 * The JavaScript budget: what a public page ships before interaction (gzip), so a change cannot silently
 * send a grid or editor library to every visitor. The same measurement feeds `npm run bench`.
 *
 * The target is 150 KB (issue 10) and the association site's budget 170 KB. Pages that are over it today
 * have a ceiling at their measured weight (2026-11-21) plus a little room: this ratchet fails any growth
 * while the pages are slimmed down; lower a ceiling whenever a page gets lighter.
 */
const DEFAULT_KB = 170;
const CEILINGS_KB: Array<[RegExp, number]> = [
  [/^\/mw\/register$/, 245],
  [/^\/mm\/self-assessment$/, 215],
  [/^\/yp\/register$/, 215],
  [/^\/yp$/, 205],
  [/^\/yp\/category\//, 195],
  [/^\/mw(\/agenda)?$/, 192],
];

const ceilingKb = (path: string) => CEILINGS_KB.find(([pattern]) => pattern.test(path.replace(/^\/en/, '')))?.[1] ?? DEFAULT_KB;

test('every public page stays within its JavaScript budget', async ({ baseURL }) => {
  const pages = [...(await publicPages(baseURL!)), '/mm/membership', '/mw/register', '/yp/register', '/mm/self-assessment'];
  const cache = new Map<string, number>();
  const over: string[] = [];
  for (const path of pages) {
    const weight = await pageScriptWeight(baseURL!, path, cache);
    const limit = ceilingKb(path);
    if (weight.gzip > limit * 1024) {
      const culprits = weight.files.slice(0, 3).map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)} KB`);
      over.push(`${path}: ${(weight.gzip / 1024).toFixed(1)} KB > ${limit} KB (largest: ${culprits.join(', ')})`);
    }
  }
  expect(over, 'pages over their JavaScript budget (gzip)').toEqual([]);
});
