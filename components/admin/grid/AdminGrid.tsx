'use client';

import { useMemo } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ColumnApiModule,
  LocaleModule,
  RowAutoHeightModule,
  RowSelectionModule,
  themeQuartz,
  type ColDef,
  type ColumnState,
  type GridApi,
} from 'ag-grid-community';
import { GRID_LOCALE_MN } from '@/components/association/trade/grid-locale-mn';
import type { Sort } from '@/components/admin/resource/list-query';
import { useSignedIn } from '@/components/admin/role';
import { useMediaQuery } from '@/components/ui/useMediaQuery';
import styles from './AdminGrid.module.css';

/* The core module brings the client row model, sorting, column moves/resizes, keyboard and ARIA; cell styles
   colour the badge cells (cellClass); row auto height lets a phone's actions cell grow its row. */
const MODULES = [CellStyleModule, ColumnApiModule, LocaleModule, RowAutoHeightModule, RowSelectionModule];
const theme = themeQuartz.withParams({ accentColor: '#0b4f8a', headerFontWeight: 700, fontFamily: 'inherit' });
/** The rows arrive sorted by the server: the grid shows the sort arrow but keeps their order. */
const defaultColDef: ColDef = { sortable: true, resizable: true, flex: 1, minWidth: 110, comparator: () => 0 };
/**
 * A row's buttons wrap and the row grows to show them all: their words differ in length ('Урьдчилан харах (MN)'
 * beside 'Засах'), so a column sized for some would hide others behind its edge. On a phone (up to four, 390 px
 * side by side) they would fill the screen before the row's own data, so there the column is narrower.
 */
const WRAPPED_ACTIONS = { autoHeight: true, cellClass: styles.wrappedActions } satisfies ColDef;
const PHONE = '(max-width: 639px)';
const PHONE_ACTIONS = { ...WRAPPED_ACTIONS, width: 200 } satisfies ColDef;

type AdminGridProps<Row> = {
  /** The grid's accessible name. */
  label: string;
  rows: Row[] | undefined;
  columns: ColDef<Row>[];
  loading: boolean;
  /** The spec's empty text, e.g. 'Жагсаалт хоосон байна'. */
  empty: string;
  /** Remembers column moves and widths per signed-in account under this name. */
  layout: string;
  /** Server-side sorting: the grid reports header clicks instead of sorting the page itself. */
  onSortChange: (sort: Sort) => void;
  /** Multi-row selection with checkboxes (bulk actions). */
  onSelectionChange?: (rows: Row[]) => void;
  context: unknown;
};

/**
 * A grid's column order and widths, remembered per account and grid in localStorage, so each staff member
 * finds the columns where they left them. Sorting is not kept: it is part of the list's request.
 */
type Stored = Pick<ColumnState, 'colId' | 'width' | 'pinned' | 'hide'>;

function loadLayout(key: string | null): Stored[] | null {
  if (!key) return null;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return Array.isArray(parsed) ? parsed.filter((c): c is Stored => typeof (c as Stored | null)?.colId === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * The one ag-grid of the back office: Mongolian words, a spinner while loading, the empty text, DOM order
 * kept for screen readers, column layout remembered per account, server sort and optional selection.
 * Load it through components/admin/grid (next/dynamic), so only admin pages fetch ag-grid.
 */
export default function AdminGrid<Row>({ label, rows, columns, loading, empty, layout, onSortChange, onSelectionChange, context }: AdminGridProps<Row>) {
  const account = useSignedIn();
  const storageKey = account ? `admin-grid:${account.id}:${layout}` : null;
  const remember = (grid: GridApi<Row>) => {
    if (!storageKey) return;
    const kept: Stored[] = grid.getColumnState().map(({ colId, width, pinned, hide }) => ({ colId, width, pinned, hide }));
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // Private windows and full storage: the layout is a convenience, the grid works without it.
    }
  };
  const localeText = useMemo(() => ({ ...GRID_LOCALE_MN, noRowsToShow: empty }), [empty]);
  const phone = useMediaQuery(PHONE);
  const shownColumns = useMemo(() => columns.map((c) => (c.colId === 'actions' ? { ...c, ...(phone ? PHONE_ACTIONS : WRAPPED_ACTIONS) } : c)), [columns, phone]);

  return (
    <div role="region" aria-label={label}>
      <AgGridReact<Row>
        domLayout="autoHeight"
        rowHeight={56}
        modules={MODULES}
        theme={theme}
        rowData={rows}
        columnDefs={shownColumns}
        defaultColDef={defaultColDef}
        localeText={localeText}
        loading={loading}
        ensureDomOrder
        // New column definitions (a re-render, new labels) keep the order the account arranged.
        maintainColumnOrder
        context={context}
        getRowId={(p) => String((p.data as { id: unknown }).id)}
        rowSelection={onSelectionChange && { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
        onSelectionChanged={(e) => onSelectionChange?.(e.api.getSelectedRows())}
        onSortChanged={(e) => {
          const sorted = e.api.getColumnState().find((c) => c.sort);
          onSortChange(sorted?.sort ? { field: sorted.colId, order: sorted.sort } : null);
        }}
        onGridReady={(e) => {
          const saved = loadLayout(storageKey);
          if (saved) e.api.applyColumnState({ state: saved, applyOrder: true });
        }}
        onColumnMoved={(e) => e.finished && remember(e.api)}
        onColumnResized={(e) => e.finished && e.source === 'uiColumnResized' && remember(e.api)}
      />
    </div>
  );
}
