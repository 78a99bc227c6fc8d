/** A table to export: a header per column (with its width in characters) and rows of typed cells. */
export type Cell = string | number | Date | null;
export type Sheet = { columns: { header: string; width: number }[]; rows: Cell[][] };
