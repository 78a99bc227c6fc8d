import { z } from 'zod';
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addDays, ubDayStart } from '@/lib/site/ulaanbaatar-time';
import { mongolianOrder } from '@/lib/db/collation';
import { boolParam, isoDate } from './params';

/**
 * The back-office list contract (README "Admin lists"): every admin list takes `sort=<field>&order=asc|desc`,
 * `filter.<field>=<value>` per column (text: case-insensitive contains; number, enum, boolean: equals) and
 * `filter.<field>.from` / `.to` (YYYY-MM-DD, Ulaanbaatar days) on dates. A list describes its columns once;
 * this module turns them into the zod query schema and the drizzle where/orderBy.
 */

/** date: an instant (timestamptz); day: a calendar day stored as a date or 'YYYY-MM-DD' text. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'enum' | 'date' | 'day';

export type ListColumn = {
  /** The column or expression the list selects the field from. */
  sql: AnyColumn | SQL;
  kind: ColumnKind;
  /** The allowed values of an enum column. */
  values?: readonly string[];
  /** The export's header (the grid has its own labels). */
  label: string;
  /** Where the value sits in a response row when not under its own key, e.g. 'company_info.translations.name.mn'. */
  path?: string;
  sortable?: boolean;
  filterable?: boolean;
};
export type ListColumns = Record<string, ListColumn>;

/** What a list query function adds to its own conditions and uses instead of its default order when set. */
export type ListSql = { where?: SQL; orderBy?: SQL[] };

export type ListFilter = { field: string; op: 'contains' | 'equals' | 'from' | 'to'; value: string | number | boolean };
export type ListParams = { sort?: string; order: 'asc' | 'desc'; format?: 'csv' | 'xlsx'; filters: ListFilter[] };

const unknownField = (field: string) => `"${field}" талбараар шүүх боломжгүй.`;

function filterValue(column: ListColumn) {
  switch (column.kind) {
    case 'number':
      return z.coerce.number({ error: 'Тоо байх ёстой.' }).finite('Тоо байх ёстой.');
    case 'boolean':
      return boolParam;
    case 'enum':
      return z.enum(column.values as [string, ...string[]], { error: `Утга нь ${column.values!.join(', ')}-ийн нэг байна.` });
    default:
      return z.string().max(200, 'Шүүлтүүрийн утга хэт урт байна.');
  }
}

const isRange = (column: ListColumn) => column.kind === 'date' || column.kind === 'day';

/**
 * The query schema of a list: its own parameters (`shape`: page, limit and any spec filters) plus sort, order,
 * format and one optional `filter.<field>` (or `.from`/`.to`) per filterable column. Any other `filter.` key and
 * any unsortable `sort` is a 400; other unknown keys are ignored, as on every route.
 */
export function listQuery<S extends z.ZodRawShape>(columns: ListColumns, shape: S) {
  const sortable = Object.keys(columns).filter((k) => columns[k]!.sortable !== false);
  const filters: Record<string, z.ZodType> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (column.filterable === false) continue;
    if (isRange(column)) {
      filters[`filter.${field}.from`] = isoDate.optional();
      filters[`filter.${field}.to`] = isoDate.optional();
    } else filters[`filter.${field}`] = filterValue(column).optional();
  }
  const params = {
    sort: z.enum(sortable as [string, ...string[]], { error: (i) => `"${String(i.input)}" талбараар эрэмбэлэх боломжгүй.` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'order нь asc эсвэл desc байна.' }).default('asc'),
    format: z.enum(['csv', 'xlsx'], { error: 'format нь csv эсвэл xlsx байна.' }).optional(),
  };
  return z
    .looseObject({ ...shape, ...params, ...filters })
    .superRefine((q, ctx) => {
      for (const key of Object.keys(q)) {
        if (key.startsWith('filter.') && !(key in filters)) ctx.addIssue({ code: 'custom', path: [key], message: unknownField(key.slice(7)) });
      }
    })
    .transform((q) => {
      const out: Record<string, unknown> = {};
      const found: ListFilter[] = [];
      for (const [key, value] of Object.entries(q)) {
        if (!key.startsWith('filter.')) {
          if (key in shape || key in params) out[key] = value;
          continue;
        }
        if (value === undefined || value === '') continue;
        const [, field, bound] = key.split('.') as [string, string, 'from' | 'to' | undefined];
        const column = columns[field]!;
        const op = bound ?? (column.kind === 'text' ? 'contains' : 'equals');
        found.push({ field, op, value: value as string | number | boolean });
      }
      return { ...(out as z.output<z.ZodObject<S>> & Omit<ListParams, 'filters'>), filters: found };
    });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function condition(column: ListColumn, filter: ListFilter): SQL {
  const expr = column.sql;
  const value = filter.value;
  if (filter.op === 'contains') return sql`${expr}::text ilike ${`%${escapeLike(String(value))}%`}`;
  if (filter.op === 'equals') return sql`${expr} = ${value}`;
  if (column.kind === 'date') {
    // The instants from the first moment of `from` up to (not including) the day after `to`, in Ulaanbaatar.
    const instant = (day: string) => sql`${ubDayStart(day).toISOString()}::timestamptz`;
    return filter.op === 'from' ? sql`${expr} >= ${instant(String(value))}` : sql`${expr} < ${instant(addDays(String(value), 1))}`;
  }
  return filter.op === 'from' ? sql`${expr}::date >= ${value}::date` : sql`${expr}::date <= ${value}::date`;
}

/**
 * The where and orderBy of a list query: filters joined by AND; the chosen sort (names in Mongolian order) with
 * ties broken by `id` in the same direction. Without `sort` the orderBy is left out, so the list keeps its
 * default (the spec's) order.
 */
export function listSql(columns: ListColumns, q: ListParams, id: AnyColumn | SQL): ListSql {
  const where = q.filters.length ? and(...q.filters.map((f) => condition(columns[f.field]!, f))) : undefined;
  if (!q.sort) return { where };
  const column = columns[q.sort]!;
  const direction = q.order === 'desc' ? desc : asc;
  const key = column.kind === 'text' ? mongolianOrder(column.sql) : column.sql;
  return { where, orderBy: [direction(key), direction(id)] };
}

/** A list's default order unless the caller chose a sort. */
export const orderOr = (list: ListSql | undefined, fallback: SQL[]) => list?.orderBy ?? fallback;
