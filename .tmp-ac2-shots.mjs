import { chromium } from '@playwright/test';
const base = 'http://localhost:3212';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W || 1280), height: 900 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 1500)); });
const { csrfToken } = await (await page.request.get(`${base}/api/auth/csrf`)).json();
const res = await page.request.post(`${base}/api/auth/callback/dev`, { form: { csrfToken, email: 'admin@example.com', json: 'true', callbackUrl: '/admin/dashboard' } });
console.log('signin', res.status());
for (const path of (process.env.PATHS || '/admin/document').split(',')) {
  const t = Date.now();
  await page.goto(base + path, { timeout: 300000 });
  await page.waitForTimeout(Number(process.env.WAIT || 2500));
  const name = path.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/ac2/shot${name}-${process.env.W || 1280}.png`, fullPage: true });
  console.log(path, Date.now() - t, 'ms');
}
await browser.close();
