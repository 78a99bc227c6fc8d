import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { medianRun } from './median-run.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's simulated throttling replays one unthrottled load on a slow phone, and on a localhost origin the
 * order in which that load's paint and scripts happen moves its score by up to ten points from one run to the
 * next. As Lighthouse CI does, each page is audited several times and the median run is reported, with the
 * spread beside it.
 */
const RUNS = 3;

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failedAudits: failed,
  };
}

/**
 * Lighthouse (mobile emulation, its default) for each page: a warm-up run that is not counted (it lets the
 * server make the page's images once, as the first visitor would), then RUNS counted runs.
 */
export async function lighthouseScores(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const rows = [];
  try {
    for (const path of pages) {
      const url = new URL(path, baseUrl).toString();
      const audit = async () => (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr;
      await audit();
      const counted = [];
      for (let i = 0; i < RUNS; i++) counted.push(summarize(await audit()));
      rows.push({ path, ...medianRun(counted) });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
