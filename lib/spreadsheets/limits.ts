import { badRequest } from '@/lib/api/errors';

/** How much of a spreadsheet an import reads: a header row plus at most maxRows rows, at most maxColumns wide. */
export type SheetLimits = { maxRows: number; maxColumns: number };

/** A spreadsheet row and the number a person sees for it (1 is the header). */
export type SheetRow = { number: number; cells: string[] };

export const UNREADABLE_XLSX = 'Excel файлыг уншиж чадсангүй. Файлаа шалгаад дахин оруулна уу.';
export const tooManyRows = (limits: SheetLimits) => badRequest(`Нэг удаад ${limits.maxRows}-аас ихгүй мөр оруулна уу.`);
export const tooManyColumns = (limits: SheetLimits) => badRequest(`Файлд ${limits.maxColumns}-аас ихгүй багана байх ёстой.`);
