import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

async function signInAsAdmin(context, baseUrl) {
  const csrf = await (await context.request.get(new URL('/api/auth/csrf', baseUrl).toString())).json();
  await context.request.post(new URL('/api/auth/callback/dev', baseUrl).toString(), {
    form: { csrfToken: csrf.csrfToken, email: 'admin@example.com', json: 'true' },
  });
}

/** axe-core violations by impact for public pages, the assessment flows and a signed-in admin screen. */
export async function axeViolations(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    const publicContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(adminContext, baseUrl);
    const targets = [
      ...pages.map((path) => ({ path, context: publicContext })),
      ...['/mm/assessment', '/mm/self-assessment', '/mm/member-assessment'].map((path) => ({ path, context: publicContext })),
      ...['/admin/login'].map((path) => ({ path, context: publicContext })),
      ...['/admin/dashboard', '/admin/update-news'].map((path) => ({ path, context: adminContext })),
    ];
    for (const { path, context } of targets) {
      const page = await context.newPage();
      try {
        await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
        const result = await new AxeBuilder({ page }).analyze();
        const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
        for (const v of result.violations) byImpact[v.impact ?? 'minor'] += v.nodes.length;
        rows.push({ path, ...byImpact, rules: result.violations.map((v) => `${v.id} (${v.impact})`) });
      } catch (error) {
        rows.push({ path, error: String(error.message ?? error).slice(0, 200) });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
