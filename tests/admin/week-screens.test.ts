import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every /admin/week/<route> page re-exports one page that picks the screen by the route's folder in the address
 * (app/(admin)/admin/(shell)/week/screens.tsx): a folder without an entry there would render no screen at all.
 */
const WEEK = path.join(process.cwd(), 'app/(admin)/admin/(shell)/week');

const routeFolders = () =>
  fs
    .readdirSync(WEEK, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(WEEK, entry.name, 'page.tsx')))
    .map((entry) => entry.name)
    .sort();

/** The keys of the `screens` table, as written in screens.tsx. */
const screenKeys = () => {
  const source = fs.readFileSync(path.join(WEEK, 'screens.tsx'), 'utf8');
  const table = /const screens = \{\n([\s\S]*?)\n\} satisfies/.exec(source)?.[1] ?? '';
  return [...table.matchAll(/^ {2}'?([a-z-]+)'?:/gm)].map((m) => m[1]).sort();
};

describe('the /admin/week screens', () => {
  it('has a screen for every route folder with a page, and no screen without one', () => {
    expect(routeFolders().length).toBeGreaterThan(10);
    expect(screenKeys()).toEqual(routeFolders());
  });

  it('every route page is the one week page', () => {
    for (const route of routeFolders()) {
      expect(fs.readFileSync(path.join(WEEK, route, 'page.tsx'), 'utf8').trim(), route).toBe("export { default } from '../week-page';");
    }
  });
});
