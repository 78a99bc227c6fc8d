import './next-async-storage';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { useTemporaryDataDir } from '../admin/support';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/reports/schema';
import { getReports } from '@/lib/reports/queries';
import { refreshScheduled } from '@/lib/publishing/schedule-jobs';
import { localExpiry } from '@/lib/cache/tag-expiry.mjs';
import CacheHandler from '@/lib/cache/redis-handler.mjs';

/**
 * The worry of issue 24.2: the schedule job expires cache tags outside any request, straight through the cache
 * handler. Here, without Redis (next.config.ts's handler then keeps Next's own file-system cache), the real
 * cached read of the reports list runs through Next's unstable_cache and incremental cache on that handler, as
 * on a server: a report cached as not yet public must be on the list once its time comes and the job has run.
 */
useTemporaryDataDir();
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h24-cache-'));
const saved = { runtime: process.env.NEXT_RUNTIME, redis: process.env.REDIS_URL };

beforeAll(() => {
  delete process.env.REDIS_URL;
  // lib/cache uses Next's cache only inside the Next server, which sets this.
  process.env.NEXT_RUNTIME = 'nodejs';
  // What the Next server gives unstable_cache outside a request: an incremental cache on the configured handler.
  (globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    // Next keeps the data cache beside the server folder (<dist>/cache/fetch-cache): both inside this test's folder.
    serverDistDir: path.join(distDir, 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: 50 * 1024 * 1024,
    previewProps: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' } },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: CacheHandler,
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
});
afterAll(() => {
  process.env.NEXT_RUNTIME = saved.runtime;
  if (saved.redis) process.env.REDIS_URL = saved.redis;
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
  fs.rmSync(distDir, { recursive: true, force: true });
});

const listed = async () => (await getReports({ lang: 'mn', page: 1, limit: 50 })).reports.map((r) => r.id);

describe('a scheduled item on its cached list, without Redis (issue 24.2)', () => {
  it('appears once its time has come and the schedule job has run', async () => {
    const db = await getDb();
    const [report] = await db
      .insert(reports)
      .values({ title: 'Хэвлэлийн мэдээ', image: '/uploads/a.png', pdf: '/uploads/a.pdf', publish_at: new Date(Date.now() + 60 * 60_000) })
      .returning();
    const id = report!.id;

    expect(await listed()).not.toContain(id);
    // Its time comes (the clock moving on): the list is still the cached one, made before.
    await db.execute(sql`update ${reports} set publish_at = now() - interval '1 minute' where id = ${id}`);
    expect(await listed()).not.toContain(id);

    const before = localExpiry('reports');
    expect(await refreshScheduled(db, { kind: 'report', id })).toBe(true);
    expect(await listed()).toContain(id);
    // The page cache in front of Next drops the pages made from the reports too.
    expect(localExpiry('reports')).toBeGreaterThan(before);
  });
});
