import 'server-only';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import type { AdminSession } from '@/lib/auth/session';
import { notFound } from '@/lib/api/errors';
import { contentVersions } from './schema';

/** The content kinds that keep versions (issue 24.3); each names its routes /get/{kind}-versions, /restore/{kind}-version. */
export const CONTENT_KINDS = ['news', 'static-data', 'report', 'sustainable-mining'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * How one content kind is versioned: the fields a version keeps (what an editor writes; stored files stay as
 * they are, since a replaced file is gone), which of them are times, how to read an item and how to put kept
 * fields back on it. `saved` runs after a restore: the kind's cache invalidation and schedule.
 */
export type Versioned<Row extends { id: number }> = {
  kind: ContentKind;
  /** The answer's key for the item, as the kind's own save routes answer ({ news }, { report } …). */
  key: string;
  fields: readonly (keyof Row & string)[];
  times?: readonly (keyof Row & string)[];
  missing: string;
  load: (db: DbOrTx, id: number) => Promise<Row | undefined>;
  apply: (db: DbOrTx, before: Row, values: Partial<Row>) => Promise<Row>;
  saved?: (before: Row, after: Row) => unknown;
};

const snapshot = <Row extends { id: number }>(spec: Versioned<Row>, row: Row) =>
  Object.fromEntries(spec.fields.map((name) => [name, row[name] instanceof Date ? (row[name] as Date).toISOString() : row[name]]));

const nameOf = (admin: AdminSession | null) => (admin ? [admin.first_name, admin.last_name].filter(Boolean).join(' ') || admin.email : '');

/** Keeps the item's saved state as its next version. */
export async function recordVersion<Row extends { id: number }>(db: DbOrTx, spec: Versioned<Row>, row: Row, admin: AdminSession | null) {
  const where = and(eq(contentVersions.kind, spec.kind), eq(contentVersions.item_id, row.id));
  const [last] = await db.select({ version: max(contentVersions.version) }).from(contentVersions).where(where);
  await db.insert(contentVersions).values({
    kind: spec.kind,
    item_id: row.id,
    version: (last?.version ?? 0) + 1,
    account_id: admin?.id ?? null,
    account_name: nameOf(admin),
    fields: snapshot(spec, row),
  });
}

/** An item's versions, newest first. */
export function listVersions(db: DbOrTx, kind: ContentKind, itemId: number) {
  return db
    .select({ version: contentVersions.version, account_name: contentVersions.account_name, created_at: contentVersions.created_at, fields: contentVersions.fields })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.item_id, itemId)))
    .orderBy(desc(contentVersions.version));
}

/** An item's versions leave with it (its id is never reused, but its texts should not outlive it). */
export async function forgetVersions(db: DbOrTx, kind: ContentKind, itemId: number) {
  await db.delete(contentVersions).where(and(eq(contentVersions.kind, kind), eq(contentVersions.item_id, itemId)));
}

/** Puts a version's fields back on the item; the result is kept as a new version (and the route is audited). */
export async function restoreVersion<Row extends { id: number }>(db: Db, spec: Versioned<Row>, itemId: number, version: number, admin: AdminSession | null) {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ fields: contentVersions.fields })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, spec.kind), eq(contentVersions.item_id, itemId), eq(contentVersions.version, version)))
      .limit(1);
    if (!kept) throw notFound('Хувилбар олдсонгүй.');
    const before = await spec.load(tx, itemId);
    if (!before) throw notFound(spec.missing);
    const at = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
    const values = Object.fromEntries(
      spec.fields.map((name) => [name, spec.times?.includes(name) ? at(kept.fields[name]) : (kept.fields[name] ?? before[name])]),
    ) as Partial<Row>;
    const after = await spec.apply(tx, before, values);
    await recordVersion(tx, spec, after, admin);
    return { before, after };
  });
}
