import type { ColumnState } from 'ag-grid-community';

/**
 * A grid's column order and widths, remembered per account and grid in localStorage, so each staff member
 * finds the columns where they left them. Sorting is not kept: it is part of the list's request.
 */
export const layoutKey = (accountId: number, grid: string) => `admin-grid:${accountId}:${grid}`;

type Stored = Pick<ColumnState, 'colId' | 'width' | 'pinned' | 'hide'>;

export function saveLayout(key: string, state: ColumnState[]): void {
  const kept: Stored[] = state.map(({ colId, width, pinned, hide }) => ({ colId, width, pinned, hide }));
  try {
    window.localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Private windows and full storage: the layout is a convenience, the grid works without it.
  }
}

export function loadLayout(key: string): Stored[] | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((c): c is Stored => typeof c === 'object' && c !== null && typeof (c as Stored).colId === 'string');
  } catch {
    return null;
  }
}
