import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { detectKind } from '@/lib/storage/detect';
import { parseCsv } from './csv-read';
import type { SheetLimits, SheetRow } from './limits';

/**
 * The rows of an uploaded CSV or Excel (.xlsx) file within the limits, whichever it is by its bytes (not its
 * name): .xlsx through the bounded reader, anything else must be UTF-8 text without binary bytes (an old .xls,
 * an image, ... are refused).
 */
export async function readSheetUpload(file: File, limits: SheetLimits): Promise<SheetRow[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectKind(bytes.subarray(0, 4096));
  if (kind === 'xlsx' || kind === 'zip') {
    const { readXlsxRows } = await import('./xlsx-read');
    return readXlsxRows(bytes, limits);
  }
  if (kind !== null || bytes.includes(0)) throw badRequest('Зөвхөн CSV эсвэл Excel (.xlsx) файл оруулна уу.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('CSV файлыг UTF-8 кодчилолоор хадгална уу.');
  }
  return parseCsv(text, limits);
}
