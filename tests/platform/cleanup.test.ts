import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/assessment/schema';
import { rateLimits } from '@/lib/security/schema';
import { membershipLogos } from '@/lib/logos/schema';
import { sql } from 'drizzle-orm';
import { cleanUp } from '@/lib/jobs/cleanup';
import { env } from '@/lib/env';
import { useTemporaryDataDir } from '../conference/fixtures';

/* Issue 21.5: the daily clean-up. */

useTemporaryDataDir();
const key = (c: string) => `${c.repeat(32)}.png`;
const dayAgo = new Date(Date.now() - 2 * 86_400_000);

function upload(name: string, old: boolean) {
  const file = path.join(env().uploadsDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'png');
  if (old) fs.utimesSync(file, dayAgo, dayAgo);
  return file;
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(oneTimeCodes).values([
    { purpose: 'member', subject_id: 1, code_hash: 'x', challenge: 'old', expires_at: dayAgo },
    { purpose: 'member', subject_id: 1, code_hash: 'y', challenge: 'live', expires_at: new Date(Date.now() + 600_000) },
  ]);
  await db.insert(rateLimits).values([
    { key: 'spent', count: 3, reset_at: new Date(Date.now() - 1000) },
    { key: 'running', count: 1, reset_at: new Date(Date.now() + 60_000) },
  ]);
  await db.insert(membershipLogos).values({ name: 'Лого', logo: `/uploads/${key('a')}` });
});

describe('the daily clean-up', () => {
  it('removes expired codes, spent rate-limit windows and old uploads nothing refers to, and keeps the rest', async () => {
    const kept = upload(key('a'), true); // referenced by a logo
    const orphan = upload(key('b'), true);
    const privateOrphan = upload(`private/${key('c')}`, true);
    const fresh = upload(key('d'), false); // may belong to a save in progress
    const report = await cleanUp(await getDb());
    expect(report).toMatchObject({ codes: 1, rateLimits: 1, orphanUploads: 2 });
    expect([fs.existsSync(kept), fs.existsSync(orphan), fs.existsSync(privateOrphan), fs.existsSync(fresh)]).toEqual([true, false, false, true]);
    const db = await getDb();
    expect((await db.select().from(oneTimeCodes)).map((c) => c.challenge)).toEqual(['live']);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['running']);
  });

  it('vacuums and analyzes the embedded database, which has no autovacuum (PostgreSQL runs its own)', async () => {
    const db = await getDb();
    const lastVacuum = async () =>
      ((await db.execute(sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'rate_limits'`)) as unknown as { rows: { last_vacuum: unknown; last_analyze: unknown }[] }).rows[0];
    const embedded = !process.env.TEST_DATABASE_URL; // how tests/support/test-db.ts chooses the database
    const report = await cleanUp(db);
    expect(report.vacuumed).toBe(embedded);
    if (embedded) expect(await lastVacuum()).toMatchObject({ last_vacuum: expect.anything(), last_analyze: expect.anything() });
  });
});
