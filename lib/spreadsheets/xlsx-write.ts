import 'server-only';
import type { Cell, Sheet } from './sheet';

const UB_OFFSET_MS = 8 * 3_600_000;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * Spreadsheet dates have no time zone: a cell shows the wall-clock time it stores. Instants are stored as
 * Ulaanbaatar wall-clock time (UTC+8, no daylight saving), as staff read them.
 */
const cellValue = (value: Cell) => (value instanceof Date ? new Date(value.getTime() + UB_OFFSET_MS) : value);

/** A one-sheet workbook: a bold, frozen header row, column widths, real date cells with a date format. */
export async function toXlsx(sheetName: string, { columns, rows }: Sheet): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const values of rows) {
    const row = sheet.addRow(values.map(cellValue));
    values.forEach((value, i) => {
      if (value instanceof Date) row.getCell(i + 1).numFmt = DATE_FORMAT;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
