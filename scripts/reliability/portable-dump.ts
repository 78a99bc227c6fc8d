import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

/**
 * A dump that needs nothing but the database driver: every table of the public schema as JSON rows,
 * written and read back by PostgreSQL itself (json_agg / json_populate_recordset), so every column type
 * round-trips exactly. It restores into PGlite and PostgreSQL alike (moving from embedded to a server).
 */
const FORMAT = 'mining-portable-dump';
export const PORTABLE_MAGIC = `{"format":"${FORMAT}"`;

type Rows = Record<string, unknown>[];
type PortableDump = { format: string; version: 1; created_at: string; tables: Record<string, Rows> };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; their result types differ, so the union has no common field.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function publicTables(db: DbOrTx): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return list.map((t) => t.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function parentsFirst(db: DbOrTx, tables: string[]): Promise<string[]> {
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Writes the portable dump of `db` to `file`, one table at a time. */
export async function writePortableDump(db: DbOrTx, file: string): Promise<void> {
  const out = fs.openSync(file, 'w');
  try {
    fs.writeSync(out, `${PORTABLE_MAGIC},"version":1,"created_at":${JSON.stringify(new Date().toISOString())},"tables":{`);
    const tables = await publicTables(db);
    for (const [i, table] of tables.entries()) {
      const [{ data }] = await rows<{ data: string }>(db, sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as data from public.${ident(table)} t`));
      fs.writeSync(out, `${i ? ',' : ''}${JSON.stringify(table)}:${data}`);
    }
    fs.writeSync(out, '}}');
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
}

export function readPortableDump(file: string): PortableDump {
  const dump = JSON.parse(fs.readFileSync(file, 'utf8')) as PortableDump;
  if (dump.format !== FORMAT || dump.version !== 1) throw new Error(`${file} is not a portable dump of this application.`);
  return dump;
}

/**
 * Replaces every row of a migrated database with the dump's, in one transaction: all tables are emptied,
 * the rows inserted parents first, and each id sequence continues after the largest restored id. Columns
 * the dump does not have (it is older than the schema) take their defaults.
 */
export async function loadPortableDump(db: DbOrTx, dump: PortableDump): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await publicTables(tx);
    const unknown = Object.keys(dump.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`The dump has tables this schema does not know: ${unknown.join(', ')}. Update the application first.`);
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')} restart identity cascade`));
    for (const table of await parentsFirst(tx, tables)) {
      const data = dump.tables[table] ?? [];
      if (data.length === 0) continue;
      // Generated columns (the search keys) are computed again by the database; inserting them is an error.
      const columns = await rows<{ name: string }>(tx, sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`);
      const present = columns.map((c) => c.name).filter((c) => c in data[0]!);
      const list = present.map(ident).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into public.${ident(table)} (${list}) select ${list} from json_populate_recordset(null::public.${ident(table)}, `)}${JSON.stringify(data)}::json)`,
      );
    }
    const serials = await rows<{ tbl: string; col: string }>(
      tx,
      sql`select table_name as tbl, column_name as col from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { tbl, col } of serials) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('public.${ident(tbl)}', '${col}'), coalesce((select max(${ident(col)}) from public.${ident(tbl)}), 0) + 1, false)`,
        ),
      );
    }
  });
}
