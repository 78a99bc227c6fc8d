import 'server-only';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import type { AdminSession } from '@/lib/auth/session';
import { notFound } from '@/lib/api/errors';
import { news, newsVersions } from './schema';
import { editedTimes } from './translation-status';

/** The fields a version keeps: what an editor writes (the cover stays as it is: a replaced file is gone). */
const VERSIONED = [
  'title', 'title_en', 'summary', 'summary_en', 'text', 'text_en',
  'meta_title', 'meta_title_en', 'meta_description', 'meta_description_en',
  'category_cid', 'publisher', 'news_status', 'yellow_book', 'publish_at', 'unpublish_at',
] as const;
type NewsRow = typeof news.$inferSelect;

const fieldsOf = (row: NewsRow) => Object.fromEntries(VERSIONED.map((name) => [name, row[name] instanceof Date ? (row[name] as Date).toISOString() : row[name]]));

/** Keeps the item's saved state as its next version. */
export async function recordNewsVersion(db: DbOrTx, row: NewsRow, admin: AdminSession | null) {
  const [last] = await db.select({ version: max(newsVersions.version) }).from(newsVersions).where(eq(newsVersions.news_id, row.id));
  const name = admin ? [admin.first_name, admin.last_name].filter(Boolean).join(' ') || admin.email : '';
  await db.insert(newsVersions).values({ news_id: row.id, version: (last?.version ?? 0) + 1, account_id: admin?.id ?? null, account_name: name, fields: fieldsOf(row) });
}

/** An item's versions, newest first. */
export async function listNewsVersions(db: Db, newsId: number) {
  return db
    .select({ version: newsVersions.version, account_name: newsVersions.account_name, created_at: newsVersions.created_at, fields: newsVersions.fields })
    .from(newsVersions)
    .where(eq(newsVersions.news_id, newsId))
    .orderBy(desc(newsVersions.version));
}

/** Puts a version's fields back on the item; the result is kept as a new version (and the route is audited). */
export async function restoreNewsVersion(db: Db, newsId: number, version: number, admin: AdminSession | null) {
  return db.transaction(async (tx) => {
    const [kept] = await tx.select({ fields: newsVersions.fields }).from(newsVersions).where(and(eq(newsVersions.news_id, newsId), eq(newsVersions.version, version))).limit(1);
    if (!kept) throw notFound('Хувилбар олдсонгүй.');
    const f = kept.fields;
    const at = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
    const [before] = await tx.select().from(news).where(eq(news.id, newsId)).limit(1);
    if (!before) throw notFound('Мэдээ олдсонгүй.');
    const values = { ...Object.fromEntries(VERSIONED.map((name) => [name, f[name] ?? before[name]])), publish_at: at(f.publish_at), unpublish_at: at(f.unpublish_at) };
    const [after] = await tx.update(news).set({ ...values, ...editedTimes(before, values as typeof before), updated_at: new Date() }).where(eq(news.id, newsId)).returning();
    await recordNewsVersion(tx, after!, admin);
    return { before, after: after! };
  });
}
