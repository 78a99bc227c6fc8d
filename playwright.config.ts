import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build (run them with `npm run test:e2e`, which builds first).
 * The server starts through `npm start`'s script on port 3100 with a fresh DATA_DIR, so it migrates and
 * seeds the demo content by itself; mail lands in DATA_DIR/outbox (see e2e/support/mail.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Set once in the main process; the worker processes inherit it and so read the same outbox.
const dataDir = (process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'mining-e2e-')));
const executablePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when a run starts: one folder per port keeps parallel runs apart.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  // Two browsers beside the server on CI's 2 cores: the suite's tests keep their own data apart, so files run side by side.
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // The HTML budget weighs pages on the seeded demo content, before any other spec writes to it.
  projects: [
    { name: 'seeded', testMatch: 'html-budget.spec.ts' },
    { name: 'browser', testIgnore: 'html-budget.spec.ts', dependencies: ['seeded'] },
  ],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'mn-MN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      AUTH_DEV_LOGIN: 'true',
      AUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      NEXTAUTH_URL: baseURL,
      // Plain http on localhost: the session cookie cannot be Secure here.
      COOKIE_SECURE: 'false',
      // Every browser test signs in from 127.0.0.1: the per-address code guess limit (10 per 10 min) would stop the
      // suite, not an attacker. The limit itself is tested in vitest (tests/assessment/member-codes.test.ts).
      CODE_GUESS_LIMIT: '500',
      // Likewise the back-office sign-in limit (60 per address, 30 per e-mail, per 10 min): the suite signs in
      // admin@example.com dozens of times, and the admin specs run alone come within 10 minutes (tested in
      // tests/security/rate-limits.test.ts).
      SIGN_IN_LIMIT: '1000',
      // Request logs would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
