import { tooManyColumns, tooManyRows, type SheetLimits, type SheetRow } from './limits';

/** The delimiter the header line uses most: a comma, or the semicolon or tab spreadsheets in many locales save with. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a leading BOM), numbering rows as a
 * spreadsheet shows them (a quoted line break counts). Blank rows are left out; a file beyond the header
 * plus maxRows rows, or wider than maxColumns, is refused as soon as the parser meets it.
 */
export function parseCsv(input: string, limits: SheetLimits): SheetRow[] {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const rows: SheetRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endField = () => {
    row.push(field);
    field = '';
    if (row.length > limits.maxColumns) throw tooManyColumns(limits);
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell.trim() !== '')) {
      rows.push({ number: rowStart, cells: row });
      if (rows.length > limits.maxRows + 1) throw tooManyRows(limits);
    }
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      rowStart = ++line;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
