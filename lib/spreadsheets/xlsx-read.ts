import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { readZipWithinLimits, ZipRefused } from './zip-bounds';
import { tooManyColumns, tooManyRows, UNREADABLE_XLSX, type SheetLimits, type SheetRow } from './limits';

/*
 * Reads the first worksheet of an uploaded .xlsx with exceljs, after two checks exceljs does not make:
 * the archive's sizes (zip-bounds.ts) and every cell reference in the workbook's parts. exceljs trusts
 * references: a merged range, a data validation or a defined name over a whole sheet is expanded cell by
 * cell, and a row number in the billions makes arrays it walks index by index. Every reference must lie
 * inside the header row plus maxRows rows and maxColumns columns, so the work exceljs does is bounded.
 */

const ZIP_LIMITS = { maxEntries: 200, maxEntryBytes: 16 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 };
/** Excel's own last column; column ranges of formatting (<col min max>) may reach it. */
const EXCEL_COLUMNS = 16384;

/** The parts exceljs reads cell references from (themes and drawings use attributes of the same names for other things). */
const CELL_PARTS = /^xl\/(?:workbook|worksheets\/[^/]+|tables\/[^/]+|comments\d*)\.xml$/i;
const REFERENCE_ATTRIBUTE = /\s(?:r|ref|sqref|topLeftCell|activeCell)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const COLUMN_ELEMENT = /<(?:\w+:)?col\s[^>]*>/g;
const DEFINED_NAME = /<(?:\w+:)?definedName\b[^>]*>([^<]*)</g;
/** A1, $A$1, a whole row (1) or a whole column (A) as one end of a range. */
const CELL = /^\$?([A-Z]{0,8})\$?(\d{0,12})$/;

type Bound = 'rows' | 'columns' | 'malformed' | null;

function columnNumber(letters: string) {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}

/** Why one reference (A1, A1:B2, 7, several separated by spaces) falls outside the limits, or null. */
function checkReference(value: string, limits: SheetLimits): Bound {
  for (const area of value.trim().split(/\s+/)) {
    if (area === '') continue;
    for (const end of area.replace(/^.*!/, '').split(':')) {
      const m = CELL.exec(end);
      if (!m || (m[1] === '' && m[2] === '')) return 'malformed';
      // A whole column (no row number) spans every row.
      if (m[2] === '' || Number(m[2]) > limits.maxRows + 1 || Number(m[2]) === 0) return 'rows';
      if (m[1] !== '' && columnNumber(m[1]) > limits.maxColumns) return 'columns';
    }
  }
  return null;
}

function checkPart(xml: string, limits: SheetLimits): Bound {
  for (const m of xml.matchAll(REFERENCE_ATTRIBUTE)) {
    const bound = checkReference(m[1] ?? m[2] ?? '', limits);
    if (bound) return bound;
  }
  for (const [tag] of xml.matchAll(COLUMN_ELEMENT)) {
    for (const [, n] of tag.matchAll(/\s(?:min|max)\s*=\s*["']([^"']*)["']/g)) {
      if (!/^\d{1,5}$/.test(n!) || Number(n) > EXCEL_COLUMNS) return 'malformed';
    }
  }
  for (const [, formula] of xml.matchAll(DEFINED_NAME)) {
    // Sheet1!$A$1:$E$10, 'A sheet'!$1:$1: what follows each sheet name is a reference.
    for (const [, ref] of formula!.matchAll(/!([^,()\s]+)/g)) {
      const bound = checkReference(ref!, limits);
      // A name may hold a formula or #REF!, which exceljs keeps as text.
      if (bound && bound !== 'malformed') return bound;
    }
  }
  return null;
}

function refuse(bound: Exclude<Bound, null>, limits: SheetLimits): never {
  if (bound === 'rows') throw tooManyRows(limits);
  if (bound === 'columns') throw tooManyColumns(limits);
  throw badRequest(UNREADABLE_XLSX);
}

/** A cell's value as the text an import validates (a date as YYYY-MM-DD, or ISO with its time). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '').replace(/\.000Z$/, 'Z');
  if (typeof value !== 'object') return String(value);
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
  if (v.richText) return v.richText.map((run) => run.text).join('');
  if ('result' in v) return textOf(v.result);
  if (v.text !== undefined) return textOf(v.text);
  return v.error ?? '';
}

/** The rows of the workbook's first sheet as text, empty rows left out; refuses what lies outside the limits. */
export async function readXlsxRows(bytes: Uint8Array, limits: SheetLimits): Promise<SheetRow[]> {
  let parts: Map<string, Buffer>;
  try {
    parts = readZipWithinLimits(bytes, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefused) throw badRequest(UNREADABLE_XLSX);
    throw error;
  }
  for (const [name, content] of parts) {
    if (!CELL_PARTS.test(name)) continue;
    const bound = checkPart(content.toString('utf8'), limits);
    if (bound) refuse(bound, limits);
  }

  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw badRequest(UNREADABLE_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(UNREADABLE_XLSX);
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      while (cells.length < column - 1) cells.push('');
      // A merged range's value belongs to its first cell only.
      cells[column - 1] = cell.isMerged && cell.master !== cell ? '' : textOf(cell.value);
    });
    if (cells.length > limits.maxColumns) refuse('columns', limits);
    if (cells.some((c) => c.trim() !== '')) rows.push({ number: row.number, cells });
  });
  if (rows.length > limits.maxRows + 1) refuse('rows', limits);
  return rows;
}
