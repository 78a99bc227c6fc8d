import fs from 'node:fs';

/** The system Chromium (Playwright cannot download its own browser here). */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) throw new Error('No Chromium found: install it with `apt-get install chromium` or set CHROME_PATH.');
  return found;
}

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
