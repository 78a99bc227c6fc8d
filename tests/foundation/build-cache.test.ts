import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseIdentity, keepCacheForDatabase } from '@/scripts/build-cache.mjs';

/**
 * `npm start` keeps the build's run-time cache (pages rendered on request, cached reads) only for the
 * database it was filled from, so a new DATA_DIR (or DATABASE_URL) never shows the previous database's pages.
 * (Checked end to end by hand: news saved on one DATA_DIR showed on a fresh one's /mm and /mm/blog/8=1
 * before this, and no longer does.)
 */
let root: string;
let distDir: string;

const write = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
};
/** A DATA_DIR whose database PGlite has made: PG_VERSION is written once, when the cluster is made. */
const makeDatabase = (dataDir: string) => write(path.join(dataDir, 'pglite', 'PG_VERSION'));
const fillCache = () => {
  write(path.join(distDir, 'cache/fetch-cache/0123abcd'));
  write(path.join(distDir, 'server/route-cache/APP_PAGE/abc/$/mn/mm.html'));
};
const cached = () => fs.existsSync(path.join(distDir, 'cache/fetch-cache/0123abcd')) && fs.existsSync(path.join(distDir, 'server/route-cache/APP_PAGE/abc/$/mn/mm.html'));
const keep = (dataDir: string, databaseUrl?: string) => keepCacheForDatabase(distDir, databaseIdentity({ dataDir, databaseUrl }));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  distDir = path.join(root, '.next');
  // The build's own output, which no database filled.
  write(path.join(distDir, 'server/app/_not-found.html'));
  write(path.join(distDir, 'server/app/admin/login/page.js'));
  write(path.join(distDir, 'cache/images/logo.webp'));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build cache belongs to one embedded database', () => {
  it('is emptied on the first start of a database, keeping the build itself', () => {
    makeDatabase(path.join(root, 'a'));
    fillCache();
    expect(keep(path.join(root, 'a'))).toBe(true);
    expect(cached()).toBe(false);
    for (const file of ['server/app/_not-found.html', 'server/app/admin/login/page.js', 'cache/images/logo.webp']) {
      expect(fs.existsSync(path.join(distDir, file)), file).toBe(true);
    }
  });

  it('is kept when the same database starts again', () => {
    makeDatabase(path.join(root, 'a'));
    keep(path.join(root, 'a'));
    fillCache();
    expect(keep(path.join(root, 'a'))).toBe(false);
    expect(cached()).toBe(true);
  });

  it('is emptied when another database starts on the build, and again when the first one comes back', () => {
    makeDatabase(path.join(root, 'a'));
    makeDatabase(path.join(root, 'b'));
    keep(path.join(root, 'a'));
    fillCache();
    expect(keep(path.join(root, 'b'))).toBe(true);
    expect(cached()).toBe(false);
    fillCache();
    expect(keep(path.join(root, 'a'))).toBe(true);
    expect(cached()).toBe(false);
  });

  it('is emptied when the database is made again at the same path (rm -rf data, a restore)', () => {
    const dataDir = path.join(root, 'data');
    makeDatabase(dataDir);
    keep(dataDir);
    fillCache();
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true });
    makeDatabase(dataDir);
    expect(keep(dataDir)).toBe(true);
    expect(cached()).toBe(false);
  });

  it('follows DATABASE_URL: kept for the same PostgreSQL database, emptied for another or for the embedded one', () => {
    makeDatabase(path.join(root, 'a'));
    const url = 'postgres://app:secret@db:5432/mining';
    keep(path.join(root, 'a'), url);
    fillCache();
    expect(keep(path.join(root, 'a'), url)).toBe(false);
    expect(cached()).toBe(true);
    expect(keep(path.join(root, 'a'), 'postgres://app:secret@db:5432/staging')).toBe(true);
    fillCache();
    expect(keep(path.join(root, 'a'))).toBe(true);
    expect(cached()).toBe(false);
    expect(fs.readFileSync(path.join(distDir, 'cache', 'database'), 'utf8')).not.toContain('secret');
  });
});
