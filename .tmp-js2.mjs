import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const out = [];
page.on('response', async (res) => {
  if (res.request().resourceType() === 'script') {
    const body = await res.body();
    const s = body.toString();
    const tags = ['swiper', 'react-dom', 'use-intl', 'IntlMessageFormat', 'zod', 'useForm', 'ag-grid', 'BackToTop', 'NavMenu', 'requestIdleCallback', 'formatjs'].filter((m) => s.includes(m));
    out.push([(zlib.gzipSync(body).length / 1024).toFixed(1), res.url().split('/').pop(), tags.join(',')]);
  }
});
await page.goto('http://localhost:3201' + process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(6000);
for (const o of out.sort((a, b) => b[0] - a[0])) console.log(o.join('  '));
await browser.close();
