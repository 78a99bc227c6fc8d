#!/usr/bin/env node
/**
 * Screenshots of the three home pages (/mm, /mw, /yp) in both languages at a phone (360 px) and a laptop
 * (1366 px) width, for the README (issue 27). Against a running server (npm start, or npm run dev):
 *   node scripts/screenshots.mjs [http://localhost:3000]
 * Writes docs/screenshots/<site>-<lang>-<width>.jpg: the first screen of each page (what a visitor sees on
 * arrival), JPEG at quality 70 so each stays well under 150 KB. Chromium as for the browser tests: CHROME_PATH,
 * /usr/bin/chromium, or Playwright's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const base = (process.argv[2] || process.env.SCREENSHOT_BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const outDir = path.join(root, 'docs/screenshots');
const SITES = ['mm', 'mw', 'yp'];
const LANGS = ['mn', 'en'];
/** [width, height]: a small Android phone and the most common laptop screen. */
const SCREENS = [
  [360, 740],
  [1366, 768],
];
const MAX_BYTES = 150 * 1024;

const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
fs.mkdirSync(outDir, { recursive: true });
const written = [];
try {
  for (const [width, height] of SCREENS) {
    // One device pixel per CSS pixel: sharp enough for the README, and small files.
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'mn-MN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const site of SITES) {
      for (const lang of LANGS) {
        const url = `${base}${lang === 'en' ? '/en' : ''}/${site}`;
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
        // Pictures below the first screen load lazily; the first screen's are in. Fonts too, before the shot.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete));
        const file = path.join(outDir, `${site}-${lang}-${width}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, animations: 'disabled', caret: 'hide' });
        const bytes = fs.statSync(file).size;
        if (bytes > MAX_BYTES) throw new Error(`${path.relative(root, file)} is ${bytes} bytes (over ${MAX_BYTES})`);
        written.push(`${path.relative(root, file)} ${Math.round(bytes / 1024)} KB`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(written.join('\n'));
