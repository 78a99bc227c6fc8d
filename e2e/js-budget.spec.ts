import { expect, test } from '@playwright/test';
import { pageScriptWeight } from '../bench/lib/js-weight.mjs';
import { publicPages } from '../bench/lib/pages.mjs';

/**
 * The JavaScript budget: no public page ships more than 170 KB of gzip JavaScript before interaction (the
 * association site's budget), so a change cannot silently send a grid or editor library to every visitor.
 * The benchmark's target is 150 KB (bench/REPORT.md says where pages stand); this guard stops regressions.
 * The same measurement feeds `npm run bench`.
 */
const BUDGET_BYTES = 170 * 1024;

test('every public page stays within the JavaScript budget', async ({ baseURL }) => {
  const pages = [...(await publicPages(baseURL!)), '/mm/membership', '/mw/register', '/yp/register', '/mm/self-assessment'];
  const cache = new Map<string, number>();
  const over: string[] = [];
  for (const path of pages) {
    const weight = await pageScriptWeight(baseURL!, path, cache);
    if (weight.gzip > BUDGET_BYTES) {
      const culprits = weight.files.slice(0, 3).map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)} KB`);
      over.push(`${path}: ${(weight.gzip / 1024).toFixed(1)} KB (largest: ${culprits.join(', ')})`);
    }
  }
  expect(over, `pages over ${BUDGET_BYTES / 1024} KB gzip`).toEqual([]);
});
