import { badRequest } from '@/lib/api/errors';
import { parseCsv } from '@/lib/spreadsheets/csv-read';
import { tooManyRows } from '@/lib/spreadsheets/limits';

/** One source row as read from the file: column name → raw value, and its row number for the report. */
export type SourceRow = { row: number; values: Record<string, unknown> };
export type SourceRows = { trades: SourceRow[]; notices: SourceRow[] };

export const FORMAT_MESSAGE =
  'Файлын бүтэц танигдсангүй. CSV (эхний мөрөнд баганын нэрс) эсвэл {"trades": [...], "notices": [...]} хэлбэрийн JSON оруулна уу.';

/** Notice rows carry an order number or a sell date; every other row is a trade. */
const isNotice = (columns: string[]) => columns.includes('order_num') || columns.includes('sell_datetime');

/**
 * Bounds on one import: the exchange's exports are a few thousand rows a year, so a file far beyond that is
 * refused before its rows are validated and written.
 */
export const IMPORT_LIMITS = { maxRows: 100_000, maxColumns: 50 };

function fromCsv(text: string): SourceRows {
  const [header, ...lines] = parseCsv(text, IMPORT_LIMITS);
  const columns = header?.cells.map((name) => name.trim().toLowerCase()) ?? [];
  if (!columns.includes('seller_name')) throw badRequest(FORMAT_MESSAGE);
  const rows = lines.map(({ number, cells }) => ({ row: number, values: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])) }));
  return isNotice(columns) ? { trades: [], notices: rows } : { trades: rows, notices: [] };
}

const asRows = (list: unknown[]): SourceRow[] =>
  list.map((values, i) => ({ row: i + 1, values: values && typeof values === 'object' ? (values as Record<string, unknown>) : {} }));

function fromJson(text: string): SourceRows {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('JSON файл буруу байна.');
  }
  const lists = Array.isArray(data) ? { rows: data } : ((data ?? {}) as { trades?: unknown; notices?: unknown });
  const rowCount = Object.values(lists).reduce<number>((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
  if (rowCount > IMPORT_LIMITS.maxRows) throw tooManyRows(IMPORT_LIMITS);
  if ('rows' in lists) {
    const rows = asRows(lists.rows);
    return {
      trades: rows.filter((r) => !isNotice(Object.keys(r.values))),
      notices: rows.filter((r) => isNotice(Object.keys(r.values))),
    };
  }
  const { trades, notices } = lists;
  if (!Array.isArray(trades) && !Array.isArray(notices)) throw badRequest(FORMAT_MESSAGE);
  return { trades: asRows(Array.isArray(trades) ? trades : []), notices: asRows(Array.isArray(notices) ? notices : []) };
}

/** Reads an export of the exchange: JSON when it looks like JSON, CSV otherwise. */
export function readSourceRows(text: string): SourceRows {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart()[0];
  return start === '{' || start === '[' ? fromJson(body) : fromCsv(body);
}
