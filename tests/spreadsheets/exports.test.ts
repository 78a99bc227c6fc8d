import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { toCsv } from '@/lib/spreadsheets/csv-write';
import { toXlsx } from '@/lib/spreadsheets/xlsx-write';
import type { Sheet } from '@/lib/spreadsheets/sheet';

const columns = [
  { header: 'Нэр', width: 20 },
  { header: 'Утас', width: 16 },
];

describe('CSV export', () => {
  it('keeps the BOM, CRLF and quoting', () => {
    const csv = toCsv({ columns, rows: [['x,y', 'say "hi"'], ['Дорж', 5]] });
    expect(csv).toBe('\uFEFFНэр,Утас\r\n"x,y","say ""hi"""\r\nДорж,5\r\n');
  });

  it('defuses only what a spreadsheet would execute; phone numbers and negative numbers stay clean', () => {
    const cells = ['=1+1', '@SUM(A1)', '+HYPERLINK("x")', '-cmd|x', '+976 99112233', '+97699112233', '-5', 'a=b', '+', 'Улаанбаатар'];
    const csv = toCsv({ columns: [{ header: 'v', width: 10 }], rows: cells.map((c) => [c]) });
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1)).toEqual([
      "'=1+1",
      "'@SUM(A1)",
      `"'+HYPERLINK(""x"")"`,
      "'-cmd|x",
      '+976 99112233',
      '+97699112233',
      '-5',
      'a=b',
      "'+",
      'Улаанбаатар',
    ]);
  });

  it('writes dates in Ulaanbaatar time', () => {
    expect(toCsv({ columns: [{ header: 'd', width: 10 }], rows: [[new Date('2025-09-10T20:30:00Z')]] })).toContain('2025-09-11 04:30');
  });
});

describe('XLSX export (read back with exceljs)', () => {
  const sheet: Sheet = {
    columns: [...columns, { header: 'Огноо', width: 20 }],
    rows: [
      ['Сүх & Хүү <ХХК>', '+976 99112233', new Date('2025-09-10T20:30:00Z')],
      ['=1+1', 42, null],
    ],
  };

  it('has a bold frozen header, widths, Cyrillic intact, text that stays text and dates as date cells', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx('Бүртгэл: 2025/09', sheet)) as never);
    const ws = workbook.worksheets[0]!;
    expect(ws.name).toBe('Бүртгэл  2025 09');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).values).toEqual([undefined, 'Нэр', 'Утас', 'Огноо']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect([1, 2, 3].map((i) => ws.getColumn(i).width)).toEqual([20, 16, 20]);
    expect(ws.getCell('A2').value).toBe('Сүх & Хүү <ХХК>');
    expect(ws.getCell('B2').value).toBe('+976 99112233');
    // A string cell is never a formula in XLSX, so nothing needs defusing.
    expect(ws.getCell('A3').value).toBe('=1+1');
    expect(ws.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('B3').value).toBe(42);
    expect(ws.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
    expect(ws.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((ws.getCell('C2').value as Date).toISOString()).toBe('2025-09-11T04:30:00.000Z');
  });
});
