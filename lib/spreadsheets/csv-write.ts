import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';
import type { Cell, Sheet } from './sheet';

/**
 * What a spreadsheet would run as a formula: a leading = or @, or + or - before something other than a digit.
 * Such a cell gets a leading ' so it is read as text; phone numbers (+976…) and negative numbers stay as they are.
 */
const FORMULA = /^(?:[=@]|[+-](?!\d))/;

function text(value: Cell): string {
  if (value === null) return '';
  if (value instanceof Date) return `${ubDay(value)} ${ubTime(value)}`;
  if (typeof value === 'number') return String(value);
  return FORMULA.test(value) ? `'${value}` : value;
}

/** RFC 4180 CSV as Excel opens it: a byte-order mark (so Cyrillic reads as UTF-8), CRLF, quoted where needed; dates in Ulaanbaatar time. */
export function toCsv({ columns, rows }: Sheet): string {
  const cell = (value: Cell) => {
    const s = text(value);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map((c) => cell(c.header)), ...rows.map((r) => r.map(cell))];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
