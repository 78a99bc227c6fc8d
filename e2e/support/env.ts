import path from 'node:path';

/** Where the test server keeps its data (set by playwright.config.ts, shared with every worker). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts (npm run test:e2e).');
  return dir;
}

export const outboxDir = () => path.join(e2eDataDir(), 'outbox');

/** The Mongolian titles each site's pages carry (spec §1). */
export const SITE_TITLES = {
  mm: 'Монголын Уул Уурхайн Үндэсний Ассоциаци',
  mw: 'Mining Week',
  yp: 'Уул уурхайн нэгдсэн лавлах',
  admin: 'Админ',
} as const;
