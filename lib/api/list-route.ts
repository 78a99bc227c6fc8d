import 'server-only';
import type { z } from 'zod';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { route, type Access, type Ctx, type Route } from './table';
import { badRequest } from './errors';
import { listQuery, listSql, type ListColumns, type ListParams, type ListSql } from './list-query';
import { EXPORT_MAX_ROWS, sheetResponse, toSheet } from './list-export';

/**
 * One admin list: its columns (the contract's sortable/filterable fields and the export's columns), the id that
 * breaks sort ties, its own query parameters, the response key holding the rows and the export's file name.
 */
type ListQueryOf<S extends z.ZodRawShape> = z.output<z.ZodObject<S>> & ListParams;

export type ListDefinition<S extends z.ZodRawShape> = {
  columns: ListColumns;
  id: AnyColumn | SQL;
  shape: S;
  rows: string;
  /** The download's name before its date, e.g. 'news' -> news-2025-01-31.csv; may depend on the query. */
  file: string | ((query: ListQueryOf<S>) => string);
  /** The XLSX sheet's name (default: the file name). */
  sheet?: string;
};

/** A list's meta (id, own parameters, rows key, file) first, then its columns: the part that differs. */
export function defineList<S extends z.ZodRawShape>(meta: Omit<ListDefinition<S>, 'columns'>, columns: ListColumns) {
  return { ...meta, columns, query: listQuery(columns, meta.shape) };
}

/**
 * GET route of an admin list. The handler answers the page as before, adding `list` to its own where and using
 * `list.orderBy` (when set) instead of its default order. With `format=csv|xlsx` the same handler runs over the
 * whole filter (at most EXPORT_MAX_ROWS rows) and the rows come back as a file.
 */
type ListRouteSpec<S extends z.ZodRawShape> = {
  path: string;
  access?: Access;
  handler: (ctx: Ctx<ListQueryOf<S>, undefined>, list: ListSql) => Promise<Record<string, unknown>>;
  /**
   * A list whose rows depend on a parameter (new requests: companies or consultants) picks the definition
   * here; every variant has the same field names and kinds as `list`, whose schema validates the query.
   */
  variant?: (query: ListQueryOf<S>) => Pick<ListDefinition<S>, 'columns' | 'id' | 'file' | 'sheet'>;
  /** A download-only path (an older export URL): answers a file even without `format`. */
  exportFormat?: 'csv' | 'xlsx';
};

export function listRoute<S extends z.ZodRawShape>(list: ReturnType<typeof defineList<S>>, r: ListRouteSpec<S>): Route {
  return route({
    method: 'GET',
    path: r.path,
    access: r.access,
    query: list.query,
    handler: async (ctx) => {
      const parsed = ctx.query as unknown as ListQueryOf<S>;
      const query = r.exportFormat ? { ...parsed, format: parsed.format ?? r.exportFormat } : parsed;
      const def = r.variant?.(query) ?? list;
      const sql = listSql(def.columns, query, def.id);
      if (!query.format) return r.handler({ ...ctx, query }, sql);
      const all = { ...query, page: 1, limit: EXPORT_MAX_ROWS + 1 };
      const result = await r.handler({ ...ctx, query: all }, sql);
      const rows = (result[list.rows] ?? []) as unknown[];
      if (rows.length > EXPORT_MAX_ROWS) {
        throw badRequest(`Нэг удаад ${EXPORT_MAX_ROWS.toLocaleString('en-US')}-аас олон мөр экспортлох боломжгүй. Шүүлтүүрээ нарийсгана уу.`);
      }
      const file = typeof def.file === 'function' ? def.file(query) : def.file;
      return sheetResponse(query.format, file, toSheet(def.columns, rows), def.sheet);
    },
  });
}
