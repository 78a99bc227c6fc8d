import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse (mobile emulation, its default) for each page: the four category scores plus CLS and LCP. */
export async function lighthouseScores(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const rows = [];
  try {
    for (const path of pages) {
      const url = new URL(path, baseUrl).toString();
      await fetch(url); // render and cache before measuring
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const lhr = result.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        failedAudits: failed,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
