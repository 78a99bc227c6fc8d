import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { parseCsv } from '@/lib/spreadsheets/csv-read';
import { redirectSchema, type RedirectInput } from './paths';

export const REDIRECT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** An old site's URL list: a header and at most this many rows (bounds the work one upload causes). */
const LIMITS = { maxRows: 10_000, maxColumns: 10 };

/**
 * The rows of a CSV with the columns from,to (header first, any order; a missing header row is taken as
 * from,to), each checked with the single-mapping rules.
 */
export async function readRedirectFile(file: File) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw badRequest('CSV файлыг UTF-8 кодчилолоор хадгална уу.');
  }
  if (text.includes('\0')) throw badRequest('Зөвхөн CSV файл оруулна уу.');
  const rows = parseCsv(text, LIMITS);
  const names = rows[0]?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const hasHeader = names.includes('from') && names.includes('to');
  const [fromAt, toAt] = hasHeader ? [names.indexOf('from'), names.indexOf('to')] : [0, 1];
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length === 0) throw badRequest('Файлд чиглүүлэлт алга. Эхний мөрөнд from,to баганууд байна.');
  return body.map(({ number, cells }) => {
    const from = cells[fromAt]?.trim() ?? '';
    const parsed = redirectSchema.safeParse({ from, to: cells[toAt]?.trim() ?? '' });
    return parsed.success
      ? { row: number, from, mapping: parsed.data as RedirectInput, reasons: [] }
      : { row: number, from, mapping: null, reasons: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  });
}
