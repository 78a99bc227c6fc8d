import 'server-only';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { toCsv } from '@/lib/spreadsheets/csv-write';
import { toXlsx } from '@/lib/spreadsheets/xlsx-write';
import type { Cell, Sheet } from '@/lib/spreadsheets/sheet';
import type { ListColumn, ListColumns } from './list-query';

/** The most rows one export writes; a larger filter is refused (narrow it) rather than cut short silently. */
export const EXPORT_MAX_ROWS = 50_000;

function at(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);
}

function cell(column: ListColumn, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (column.kind === 'date') {
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  if (typeof value === 'boolean') return value ? 'Тийм' : 'Үгүй';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Rows as the list answered them, one sheet column per list column, in the order the list defines them. */
export function toSheet(columns: ListColumns, rows: unknown[]): Sheet {
  const entries = Object.entries(columns);
  return {
    columns: entries.map(([, c]) => ({ header: c.label, width: c.kind === 'text' ? 28 : 16 })),
    rows: rows.map((row) => entries.map(([field, c]) => cell(c, at(row, c.path ?? field)))),
  };
}

/**
 * A download of the sheet: CSV (formula-like cells get a leading ', see csv-write) or XLSX (exceljs writes every
 * string as a text cell, never a formula). Named after the list and the Ulaanbaatar day.
 */
export async function sheetResponse(format: 'csv' | 'xlsx', name: string, sheet: Sheet, sheetName = name): Promise<Response> {
  const file = `${name}-${ubDay(new Date())}.${format}`;
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': `attachment; filename="${file}"` };
  if (format === 'xlsx') {
    return new Response((await toXlsx(sheetName, sheet)) as BodyInit, {
      headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
  }
  return new Response(toCsv(sheet), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
}
