import { expect, test } from '@playwright/test';
import { pageScriptWeight } from '../bench/lib/js-weight.mjs';
import { publicPages, SCRIPT_ONLY_PAGES } from '../bench/lib/pages.mjs';

/**
 * The JavaScript budget: what a public page ships before interaction (gzip), so a change cannot silently
 * send a grid or editor library to every visitor. The same measurement feeds `npm run bench`.
 *
 * Every public page keeps to issue 10's 150 KB, the form pages included: forms fetch react-hook-form, zod and
 * their schema when the visitor first reaches for them (components/ui/forms/useFormOnDemand), and multi-step
 * flows fetch each later step while the one before it is on screen (components/ui/lazyWithPreload).
 */
const BUDGET_KB = 150;

test('every public page stays within its JavaScript budget', async ({ baseURL }) => {
  const pages = [...(await publicPages(baseURL!)), ...SCRIPT_ONLY_PAGES];
  const cache = new Map<string, number>();
  const over: string[] = [];
  for (const path of pages) {
    const weight = await pageScriptWeight(baseURL!, path, cache);
    if (weight.gzip > BUDGET_KB * 1024) {
      const culprits = weight.files.slice(0, 3).map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)} KB`);
      over.push(`${path}: ${(weight.gzip / 1024).toFixed(1)} KB > ${BUDGET_KB} KB (largest: ${culprits.join(', ')})`);
    }
  }
  expect(over, 'pages over their JavaScript budget (gzip)').toEqual([]);
});
