/** A spreadsheet row and the number a person sees for it (1 is the header). */
export type SheetRow = { number: number; cells: string[] };

/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF). The delimiter is a comma, or a
 * semicolon when the first line has semicolons and no commas (spreadsheets in many locales save that way).
 */
export function parseCsv(input: string): SheetRow[] {
  const textBody = input.replace(/^\uFEFF/, '');
  const firstLine = textBody.slice(0, textBody.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: SheetRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < textBody.length; i++) {
    const ch = textBody[i]!;
    if (quoted) {
      if (ch === '"' && textBody[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && textBody[i + 1] === '\n') i++;
      row.push(field);
      rows.push({ number: rowStart, cells: row });
      row = [];
      field = '';
      rowStart = ++line;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push({ number: rowStart, cells: row });
  }
  return rows.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
}
