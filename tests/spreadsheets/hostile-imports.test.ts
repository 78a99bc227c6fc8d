import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api/errors';
import { parseCsv } from '@/lib/spreadsheets/csv-read';
import { readXlsxRows } from '@/lib/spreadsheets/xlsx-read';
import { readZipWithinLimits, ZipRefused } from '@/lib/spreadsheets/zip-bounds';
import { readSourceRows } from '@/lib/trade/import-format';
import { buildXlsx } from '../meetings/xlsx-builder';

const LIMITS = { maxRows: 5000, maxColumns: 50 };
const UNREADABLE = 'Excel файлыг уншиж чадсангүй. Файлаа шалгаад дахин оруулна уу.';
const ROWS = 'Нэг удаад 5000-аас ихгүй мөр оруулна уу.';
const COLUMNS = 'Файлд 50-аас ихгүй багана байх ёстой.';

const sheet = (body: string, after = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData>${after}</worksheet>`;
const SHEET = 'xl/worksheets/sheet1.xml';
const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>';

/** The message a refused file gets, or 'read' when it was read. */
async function outcome(bytes: Uint8Array) {
  try {
    await readXlsxRows(bytes, LIMITS);
    return 'read';
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.message}`;
    throw error;
  }
}

/** Rewrites the uncompressed size an archive's central directory declares for one entry. */
function declareSize(zip: Uint8Array, name: string, size: number) {
  const buf = Buffer.from(zip);
  const at = buf.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]), buf.lastIndexOf(Buffer.from(name)) - 60);
  buf.writeUInt32LE(size, at + 24);
  return new Uint8Array(buf);
}

describe('hostile workbooks are refused with 400 before exceljs expands them', () => {
  it('a cell reference far beyond Excel’s last column (ZZZZZZZZ2)', async () => {
    const bytes = await buildXlsx([], { [SHEET]: sheet(`${header}<row r="2"><c r="ZZZZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row>`) });
    expect(bytes.length).toBeLessThan(3000);
    expect(await outcome(bytes)).toBe(`400 ${COLUMNS}`);
  });

  it('a row number in the billions, a whole-sheet merge, validation or defined name', async () => {
    const far = await buildXlsx([], { [SHEET]: sheet(`${header}<row r="4294967295"><c r="A4294967295"><v>1</v></c></row>`) });
    expect(await outcome(far)).toBe(`400 ${ROWS}`);
    const merge = await buildXlsx([['name']], { [SHEET]: sheet(header, '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>') });
    expect(await outcome(merge)).toBe(`400 ${ROWS}`);
    const validation = await buildXlsx([['name']], {
      [SHEET]: sheet(header, '<dataValidations count="1"><dataValidation type="list" sqref="A2:B1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>'),
    });
    expect(await outcome(validation)).toBe(`400 ${ROWS}`);
    const named = await buildXlsx([['name']], {
      'xl/workbook.xml':
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="all">Users!$A$1:$XFD$1048576</definedName></definedNames></workbook>',
    });
    expect(await outcome(named)).toBe(`400 ${ROWS}`);
    const cols = await buildXlsx([['name']], { [SHEET]: sheet(header).replace('<sheetData>', '<cols><col min="1" max="1000000000" width="9"/></cols><sheetData>') });
    expect(await outcome(cols)).toBe(`400 ${UNREADABLE}`);
    const formatted = await buildXlsx([['name']], { [SHEET]: sheet(header).replace('<sheetData>', '<cols><col min="2" max="16384" width="9"/></cols><sheetData>') });
    expect(await outcome(formatted)).toBe('read');
  });

  it('rows and cells without references count against the same caps', async () => {
    const wide = await buildXlsx([], { [SHEET]: sheet(`<row>${'<c t="inlineStr"><is><t>x</t></is></c>'.repeat(60)}</row>`) });
    expect(await outcome(wide)).toMatch(/^400 /);
    const long = await buildXlsx([], { [SHEET]: sheet('<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(5002)) });
    expect(await outcome(long)).toMatch(/^400 /);
  });

  it('more rows or columns than an import takes', async () => {
    const rows = [['name'], ...Array.from({ length: 5001 }, (_, i) => [`user ${i}`])];
    expect(await outcome(await buildXlsx(rows))).toBe(`400 ${ROWS}`);
    expect(await outcome(await buildXlsx(rows.slice(0, 5001)))).toBe('read');
    expect(await outcome(await buildXlsx([Array.from({ length: 51 }, (_, i) => `c${i}`)]))).toBe(`400 ${COLUMNS}`);
  });

  it('a zip bomb: an entry whose declared size is beyond the cap is refused without inflating it', async () => {
    const bomb = await buildXlsx([['name']], { 'xl/sharedStrings.xml': `<sst>${'<si><t>a</t></si>'.repeat(1_200_000)}</sst>` });
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => readZipWithinLimits(bomb, { maxEntries: 200, maxEntryBytes: 16 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 })).toThrow(/bytes/);
    expect(await outcome(bomb)).toBe(`400 ${UNREADABLE}`);
  });

  it('a zip bomb that lies about its size stops inflating at the declared size', async () => {
    const bomb = await buildXlsx([['name']], { 'xl/sharedStrings.xml': `<sst>${'<si><t>a</t></si>'.repeat(500_000)}</sst>` });
    const lying = declareSize(bomb, 'xl/sharedStrings.xml', 1000);
    expect(() => readZipWithinLimits(lying, { maxEntries: 200, maxEntryBytes: 1 << 24, maxTotalBytes: 1 << 25 })).toThrow(ZipRefused);
    expect(await outcome(lying)).toBe(`400 ${UNREADABLE}`);
  });

  it('too many entries, truncated archives and garbage', async () => {
    const many = await buildXlsx([['name']], Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`xl/extra${i}.xml`, '<x/>'])));
    expect(await outcome(many)).toBe(`400 ${UNREADABLE}`);
    const ok = await buildXlsx([['name'], ['Дорж']]);
    expect(await outcome(ok.subarray(0, ok.length - 30))).toBe(`400 ${UNREADABLE}`);
    expect(await outcome(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(`400 ${UNREADABLE}`);
  });
});

describe('workbooks as spreadsheet programs write them', () => {
  it('reads shared strings, numbers, dates and gaps; leaves out empty rows', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Хэрэглэгчид');
    ws.addRow(['name', 'email', 'date']);
    ws.addRow(['Дорж <ХХК>', 12345, new Date(Date.UTC(2025, 8, 11))]);
    ws.addRow([]);
    ws.getCell('E4').value = 'Сараа';
    ws.mergeCells('A6:B7');
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await readXlsxRows(bytes, LIMITS)).toEqual([
      { number: 1, cells: ['name', 'email', 'date'] },
      { number: 2, cells: ['Дорж <ХХК>', '12345', '2025-09-11'] },
      { number: 4, cells: ['', '', '', '', 'Сараа'] },
    ]);
  });
});

describe('CSV imports', () => {
  it('parses quoted fields, doubled quotes, line breaks in quotes, a BOM, semicolons and tabs', () => {
    expect(parseCsv('\uFEFFname,name_en\r\n"А, Б","say ""hi"""\r\n\r\n"two\nlines",x\n', LIMITS).map((r) => r.cells)).toEqual([
      ['name', 'name_en'],
      ['А, Б', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
    expect(parseCsv('name;email\nА;a@example.com', LIMITS).map((r) => r.cells)).toEqual([
      ['name', 'email'],
      ['А', 'a@example.com'],
    ]);
    expect(parseCsv('a\tb\n1\t2', LIMITS).map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('numbers rows as a spreadsheet shows them, blank lines and multi-line cells included', () => {
    expect(parseCsv('h\n\n"a\nb"\nc', LIMITS).map((r) => r.number)).toEqual([1, 3, 5]);
  });

  it('stops at the row and column caps', () => {
    expect(() => parseCsv(`name\n${'x\n'.repeat(5001)}`, LIMITS)).toThrow(ROWS);
    expect(parseCsv(`name\n${'x\n'.repeat(5000)}`, LIMITS)).toHaveLength(5001);
    expect(() => parseCsv(','.repeat(50), LIMITS)).toThrow(COLUMNS);
  });

  it('bounds a trade import too (CSV and JSON)', () => {
    expect(() => readSourceRows(`seller_name\n${'x\n'.repeat(100_001)}`)).toThrow('Нэг удаад 100000-аас ихгүй мөр оруулна уу.');
    expect(() => readSourceRows(JSON.stringify({ trades: Array.from({ length: 100_001 }, () => ({})) }))).toThrow('100000');
    expect(() => readSourceRows(`seller_name${',x'.repeat(50)}\n`)).toThrow('Файлд 50-аас ихгүй багана байх ёстой.');
    expect(readSourceRows('seller_name,product_name\n\nА,Б\n').trades).toEqual([{ row: 3, values: { seller_name: 'А', product_name: 'Б' } }]);
  });
});
