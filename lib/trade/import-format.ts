import { badRequest } from '@/lib/api/errors';

/** One source row as read from the file: column name → raw value, and its row number for the report. */
export type SourceRow = { row: number; values: Record<string, unknown> };
export type SourceRows = { trades: SourceRow[]; notices: SourceRow[] };

export const FORMAT_MESSAGE =
  'Файлын бүтэц танигдсангүй. CSV (эхний мөрөнд баганын нэрс) эсвэл {"trades": [...], "notices": [...]} хэлбэрийн JSON оруулна уу.';

/** Notice rows carry an order number or a sell date; every other row is a trade. */
const isNotice = (columns: string[]) => columns.includes('order_num') || columns.includes('sell_datetime');

/** RFC 4180 CSV: quoted fields may hold the delimiter, quotes ("") and line breaks. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** The exchange's exports use commas, but spreadsheet tools in our region often save with semicolons or tabs. */
function delimiterOf(headerLine: string) {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

function fromCsv(text: string): SourceRows {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const [header, ...lines] = parseCsv(text, delimiterOf(firstLine));
  const columns = header?.map((name) => name.trim().toLowerCase()) ?? [];
  if (!columns.includes('seller_name')) throw badRequest(FORMAT_MESSAGE);
  // Row numbers count the header as row 1, as a spreadsheet shows them.
  const rows = lines.map((cells, i) => ({ row: i + 2, values: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])) }));
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
  if (Array.isArray(data)) {
    const rows = asRows(data);
    return {
      trades: rows.filter((r) => !isNotice(Object.keys(r.values))),
      notices: rows.filter((r) => isNotice(Object.keys(r.values))),
    };
  }
  const { trades, notices } = (data ?? {}) as { trades?: unknown; notices?: unknown };
  if (!Array.isArray(trades) && !Array.isArray(notices)) throw badRequest(FORMAT_MESSAGE);
  return { trades: asRows(Array.isArray(trades) ? trades : []), notices: asRows(Array.isArray(notices) ? notices : []) };
}

/** Reads an export of the exchange: JSON when it looks like JSON, CSV otherwise. */
export function readSourceRows(text: string): SourceRows {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart()[0];
  return start === '{' || start === '[' ? fromJson(body) : fromCsv(body);
}
