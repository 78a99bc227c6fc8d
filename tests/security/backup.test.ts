import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, openPglite, type Db } from '@/lib/db/client';
import { databaseUrl, dropDatabase, onServer } from '../support/global-db';
import { seedDatabase } from '@/lib/db/seed';
import { adminAccounts } from '@/lib/accounts/schema';
import { news } from '@/lib/news/schema';
import { backupFormat, backupPglite, backupPostgres, restorePglite, restorePostgres } from '@/scripts/reliability/backup';

/**
 * Backup and restore round trips: the restored database holds exactly the rows that were backed up,
 * writes made after the backup are gone, and id sequences continue after the restored rows.
 */
let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every public table's row count and a hash of its rows: equal fingerprints, equal data. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from public."${name}" t`),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

/** What happens after a backup: one write that the restore must take back. */
async function writeAfterBackup(db: Db) {
  await db.insert(adminAccounts).values({ first_name: 'Дараа', email: `after-${crypto.randomUUID()}@example.com`, account_role: 3 });
  await db.delete(news).where(sql`${news.id} <= 5`);
}

async function expectSequencesContinue(db: Db) {
  const [max] = await db.select({ id: sql<number>`max(${news.id})` }).from(news);
  const [row] = await db
    .insert(news)
    .values({ title: 'Шинэ', category_cid: 8, image: '/images/seed/news-01.jpg' })
    .returning({ id: news.id });
  expect(row!.id).toBeGreaterThan(Number(max!.id));
}

describe('embedded database (PGlite)', () => {
  const dataDir = () => path.join(work, 'data', 'pglite');
  let before: Record<string, string>;

  beforeAll(async () => {
    const { db, close } = await openPglite(dataDir());
    await seedDatabase(db);
    before = await fingerprint(db);
    await close();
  }, 120_000);

  it('refuses to back up a database another holder has open (the directory lock)', async () => {
    const { close } = await openPglite(dataDir());
    try {
      await expect(backupPglite(dataDir(), path.join(work, 'refused.tar.gz'))).rejects.toThrow(/already holds the database lock/);
      expect(fs.existsSync(path.join(work, 'refused.tar.gz'))).toBe(false);
    } finally {
      await close();
    }
  });

  it('round trip through PGlite’s own dump: every row back, later writes gone, the old directory kept', async () => {
    const file = path.join(work, 'pglite.tar.gz');
    expect(await backupPglite(dataDir(), file)).toBe('pglite');
    expect(backupFormat(file)).toBe('pglite');

    const live = await openPglite(dataDir());
    await writeAfterBackup(live.db);
    expect(await fingerprint(live.db)).not.toEqual(before);
    await live.close();

    const { previous } = await restorePglite(dataDir(), file);
    expect(previous && fs.existsSync(previous)).toBeTruthy();
    const restored = await openPglite(dataDir());
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
      await expectSequencesContinue(restored.db);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('round trip through the portable dump', async () => {
    const file = path.join(work, 'pglite.json');
    const start = await openPglite(dataDir());
    const expected = await fingerprint(start.db);
    await start.close();
    expect(await backupPglite(dataDir(), file, 'portable')).toBe('portable');
    expect(backupFormat(file)).toBe('portable');

    const live = await openPglite(dataDir());
    await writeAfterBackup(live.db);
    await live.close();

    await restorePglite(dataDir(), file);
    const restored = await openPglite(dataDir());
    try {
      expect(await fingerprint(restored.db)).toEqual(expected);
      await expectSequencesContinue(restored.db);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('a broken backup file changes nothing', async () => {
    const file = path.join(work, 'broken.tar.gz');
    fs.writeFileSync(file, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]));
    const start = await openPglite(dataDir());
    const expected = await fingerprint(start.db);
    await start.close();
    await expect(restorePglite(dataDir(), file)).rejects.toThrow();
    const after = await openPglite(dataDir());
    try {
      expect(await fingerprint(after.db)).toEqual(expected);
    } finally {
      await after.close();
    }
  }, 60_000);

  it('npm run db:backup and db:restore work from the command line', () => {
    const env = { ...process.env, DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', DB_BACKUP_FORMAT: '' };
    const file = path.join(work, 'cli.tar.gz');
    const npm = (script: string) => spawnSync('npm', ['run', '--silent', script, '--', file], { cwd: process.cwd(), env, encoding: 'utf8' });
    const backup = npm('db:backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backup written to');
    const restore = npm('db:restore');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The replaced database is kept in');
  }, 120_000);
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `backup_${crypto.randomBytes(5).toString('hex')}`;
  let url: string;
  let db: Db;
  let pool: import('pg').Pool;
  let before: Record<string, string>;
  const connect = async () => ({ db, pool } = await connectPostgres(url, 2));

  beforeAll(async () => {
    url = databaseUrl(baseUrl!, name);
    await onServer(baseUrl!, `CREATE DATABASE ${name}`);
    await connect();
    await seedDatabase(db);
    before = await fingerprint(db);
  }, 120_000);

  afterAll(() => dropDatabase(baseUrl!, name, pool));

  it('round trip through pg_dump and psql', async () => {
    const file = path.join(work, 'pg.sql');
    expect(await backupPostgres(url, file)).toBe('sql');
    expect(fs.readFileSync(file, 'utf8')).toContain('PostgreSQL database dump');
    await writeAfterBackup(db);
    await pool.end();
    expect(await restorePostgres(url, file)).toBe('sql');
    await connect();
    expect(await fingerprint(db)).toEqual(before);
    await expectSequencesContinue(db);
  }, 120_000);

  it('round trip through the portable dump (no PostgreSQL tools needed)', async () => {
    const file = path.join(work, 'pg.json');
    const expected = await fingerprint(db);
    expect(await backupPostgres(url, file, 'portable')).toBe('portable');
    await writeAfterBackup(db);
    expect(await restorePostgres(url, file)).toBe('portable');
    expect(await fingerprint(db)).toEqual(expected);
    await expectSequencesContinue(db);
  }, 120_000);

  it('an embedded backup is refused with a clear message', async () => {
    const file = path.join(work, 'embedded.tar.gz');
    fs.writeFileSync(file, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restorePostgres(url, file)).rejects.toThrow(/embedded \(PGlite\) backup/);
  });
});
