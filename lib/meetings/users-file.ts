import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { readSheetUpload } from '@/lib/spreadsheets/read-upload';
import { meetingUserFields, type MeetingUserInput } from './validators';

export const USER_FILE_COLUMNS = ['name', 'name_en', 'email', 'phone_number', 'user_type'] as const;
export const USER_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Rows after the header and columns a participant list may have (bounds the work a hostile file can cause). */
const LIMITS = { maxRows: 5000, maxColumns: 50 };

export type RejectedRow = { row: number; email: string; reasons: string[] };
export type UserFileRows = { valid: (MeetingUserInput & { row: number })[]; rejected: RejectedRow[] };

/**
 * The user rows of an uploaded CSV or XLSX file: the header names the columns (any order, any case), each
 * row is checked with the same rules as the single-user form, and a repeated e-mail keeps its first row.
 */
export async function readUserFile(file: File): Promise<UserFileRows> {
  const [header, ...rows] = await readSheetUpload(file, LIMITS);
  const names = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const missing = USER_FILE_COLUMNS.filter((c) => c !== 'phone_number' && c !== 'user_type' && !names.includes(c));
  if (missing.length) {
    throw badRequest(`Файлын эхний мөрөнд ${USER_FILE_COLUMNS.join(', ')} баганууд байх ёстой. Дутуу: ${missing.join(', ')}.`);
  }
  if (rows.length === 0) throw badRequest('Файлд хэрэглэгчийн мэдээлэл алга.');

  const result: UserFileRows = { valid: [], rejected: [] };
  const seen = new Map<string, number>();
  for (const { number, cells } of rows) {
    const record = Object.fromEntries(USER_FILE_COLUMNS.map((c) => [c, cells[names.indexOf(c)]?.trim() ?? '']));
    if (record.user_type === '') delete record.user_type;
    const parsed = meetingUserFields.safeParse(record);
    const email = record.email ?? '';
    if (!parsed.success) {
      result.rejected.push({ row: number, email, reasons: [...new Set(parsed.error.issues.map((i) => i.message))] });
      continue;
    }
    const first = seen.get(parsed.data.email);
    if (first !== undefined) {
      result.rejected.push({ row: number, email, reasons: [`Цахим шуудан файлд давхардсан байна (${first}-р мөр).`] });
      continue;
    }
    seen.set(parsed.data.email, number);
    result.valid.push({ ...parsed.data, row: number });
  }
  return result;
}
