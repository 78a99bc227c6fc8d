#!/usr/bin/env node
/**
 * The browser suite: finds Chromium (installing it when it can), builds the app once, and runs Playwright
 * against the production server (playwright.config.ts starts it with a fresh temporary DATA_DIR).
 *   node scripts/e2e.mjs [playwright args, e.g. e2e/foundation.spec.ts]
 * E2E_REUSE_BUILD=1 skips the build when you have just built the same sources yourself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;

function systemChromium() {
  return [process.env.CHROME_PATH, ...SYSTEM_CHROMIUM].find((candidate) => candidate && fs.existsSync(candidate));
}

/** Playwright's own Chromium, if `playwright install` has put it in place. */
async function bundledChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const executable = chromium.executablePath();
    return executable && fs.existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

async function findOrInstallChromium() {
  const found = systemChromium() ?? (await bundledChromium());
  if (found) return found;
  console.log('[e2e] no Chromium found (CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser): trying `playwright install chromium`');
  const { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: _skip, ...installEnv } = process.env;
  if (run(bin('playwright'), ['install', 'chromium'], installEnv)) {
    const installed = await bundledChromium();
    if (installed) return installed;
  }
  if (process.getuid?.() === 0) {
    console.log('[e2e] trying `apt-get install -y chromium`');
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])) {
      const installed = systemChromium();
      if (installed) return installed;
    }
  }
  console.error(
    '[e2e] Chromium is needed for the browser tests and could not be installed.\n' +
      '      Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

const chrome = await findOrInstallChromium();
console.log(`[e2e] browser: ${chrome}`);

if (process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('[e2e] reusing the existing production build (E2E_REUSE_BUILD=1)');
} else if (!run(bin('next'), ['build'])) {
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mining-e2e-'));
const env = { ...process.env, CHROME_PATH: chrome, E2E_DATA_DIR: dataDir };
const passed = run(bin('playwright'), ['test', ...process.argv.slice(2)], env);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
