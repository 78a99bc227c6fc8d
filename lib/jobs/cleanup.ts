import 'server-only';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import { isEmbedded, type Db } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/assessment/schema';
import { rateLimits } from '@/lib/security/schema';
import { mailMessages } from '@/lib/mail/schema';
import { env } from '@/lib/env';
import { KEY_PATTERN, PRIVATE_PREFIX } from '@/lib/storage';

const DAY = 86_400_000;
/** An upload younger than this may belong to a save still in progress: it is never an orphan yet. */
const ORPHAN_MIN_AGE = DAY;
/** Sent messages keep their body this long (staff may look into a complaint), then only the log line stays. */
const SENT_BODY_DAYS = 30;

const KEY_ANYWHERE = /[a-f0-9]{32}\.(?:jpg|png|webp|gif|pdf|mp4|docx|xlsx|zip)/g;

/**
 * Every stored-file key the database mentions, in any column of any table: a file is kept as long as anything
 * points at it, without a list of upload columns that a new feature could forget to extend.
 */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const keys = new Set<string>();
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const rows = await db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const { row } of (rows as unknown as { rows: { row: string }[] }).rows) for (const key of row.match(KEY_ANYWHERE) ?? []) keys.add(key);
  }
  return keys;
}

/** Removes local uploads (public and private) older than a day that nothing in the database refers to. */
async function removeOrphanUploads(db: Db, now: Date): Promise<number | null> {
  if (env().S3_ENDPOINT) return null; // object storage is not listed; its lifecycle rules are the place for this
  const root = env().uploadsDir;
  const candidates: string[] = [];
  for (const dir of ['', PRIVATE_PREFIX]) {
    const names = await fsp.readdir(path.join(root, dir)).catch(() => [] as string[]);
    for (const name of names) if (KEY_PATTERN.test(name)) candidates.push(dir + name);
  }
  if (!candidates.length) return 0;
  const referenced = await referencedKeys(db);
  let removed = 0;
  for (const key of candidates) {
    const file = path.join(root, key);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat || now.getTime() - stat.mtimeMs < ORPHAN_MIN_AGE || referenced.has(path.basename(key))) continue;
    await fsp.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * The daily clean-up: spent codes and rate-limit windows, old sent mail bodies, orphan uploads; then, on the
 * embedded database, what PostgreSQL's autovacuum does by itself: VACUUM (dead rows of every update and delete,
 * rate-limit counters above all, are reused instead of growing the files) and ANALYZE (without statistics the
 * planner guesses: a directory search took twice as long on a database never analyzed).
 */
export async function cleanUp(db: Db, now = new Date()) {
  const codes = await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expires_at, new Date(now.getTime() - DAY))).returning({ id: oneTimeCodes.id });
  const limits = await db.delete(rateLimits).where(lt(rateLimits.reset_at, now)).returning({ key: rateLimits.key });
  const bodies = await db
    .update(mailMessages)
    .set({ message: null })
    .where(and(eq(mailMessages.status, 'sent'), lt(mailMessages.sent_at, new Date(now.getTime() - SENT_BODY_DAYS * DAY)), sql`${mailMessages.message} is not null`))
    .returning({ id: mailMessages.id });
  const uploads = await removeOrphanUploads(db, now);
  const vacuumed = isEmbedded(db);
  if (vacuumed) await db.execute(sql`vacuum (analyze)`);
  const report = { codes: codes.length, rateLimits: limits.length, mailBodies: bodies.length, orphanUploads: uploads, vacuumed };
  console.info('[jobs] clean-up', JSON.stringify(report));
  return report;
}
