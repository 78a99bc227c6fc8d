import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const base = 'http://localhost:3201';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const scripts = new Map();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      try { const body = await res.body(); scripts.set(res.url(), zlib.gzipSync(body).length); } catch {}
    }
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const big = [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([u, s]) => `${(s / 1024).toFixed(1)}K ${u.split('/').pop()}`);
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts; ${requests.length} requests`);
  console.log('   ', big.join(' | '));
  if (process.env.SHOW) console.log(requests.filter((u) => !u.includes('/_next/static')).slice(0, 40).join('\n'));
  await page.close();
}
await browser.close();
