import { expect, test } from '@playwright/test';
import { pageScriptWeight } from '../bench/lib/js-weight.mjs';
import { publicPages } from '../bench/lib/pages.mjs';

/**
 * The JavaScript budget: what a public page ships before interaction (gzip), so a change cannot silently
 * send a grid or editor library to every visitor. The same measurement feeds `npm run bench`.
 *
 * Every public page keeps to issue 10's 150 KB. The form pages carry react-hook-form (≈15 KB) and their
 * form on top of it (zod and the schema are fetched on first focus); their ceiling is their measured weight
 * (2026-11-21) plus a little room, a ratchet: lower it whenever such a page gets lighter.
 */
const DEFAULT_KB = 150;
const CEILINGS_KB: Array<[RegExp, number]> = [
  [/^\/mm\/self-assessment$/, 167],
  [/^\/yp\/register$/, 166],
  [/^\/mw\/register$/, 164],
  [/^\/mm\/member-assessment$/, 163],
];

const ceilingKb = (path: string) => CEILINGS_KB.find(([pattern]) => pattern.test(path.replace(/^\/en/, '')))?.[1] ?? DEFAULT_KB;

test('every public page stays within its JavaScript budget', async ({ baseURL }) => {
  const pages = [
    ...(await publicPages(baseURL!)),
    ...['/mm/membership', '/mm/contact', '/mm/assessment', '/mm/member-assessment', '/mw/register', '/mw/gallery', '/yp/register', '/mm/self-assessment'],
  ];
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
