'use client';

import { useCallback, useMemo, useRef } from 'react';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import {
  CellStyleModule,
  ColumnApiModule,
  LocaleModule,
  RowSelectionModule,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type Module,
} from 'ag-grid-community';
import { GRID_LOCALE_MN } from '@/components/association/trade/grid-locale-mn';
import type { Sort } from '@/components/admin/resource/list-query';
import { useSignedIn } from '@/components/admin/role';
import { layoutKey, loadLayout, saveLayout } from './layout-store';

/* The core module brings the client row model, sorting, column moves/resizes, keyboard and ARIA; cell styles
   colour the badge cells (cellClass). */
const BASE_MODULES: Module[] = [CellStyleModule, ColumnApiModule, LocaleModule, RowSelectionModule];
const theme = themeQuartz.withParams({ accentColor: '#0b4f8a', headerFontWeight: 700, fontFamily: 'inherit' });
/** The rows arrive sorted by the server: the grid shows the sort arrow but keeps their order. */
const keepServerOrder = () => 0;

export type AdminGridProps<Row> = {
  /** The grid's accessible name. */
  label: string;
  rows: Row[] | undefined;
  columns: ColDef<Row>[];
  loading?: boolean;
  /** The spec's empty text, e.g. 'Жагсаалт хоосон байна'. */
  empty?: string;
  /** Remembers column moves and widths per signed-in account under this name. */
  layout?: string;
  /** Server-side sorting: the grid reports header clicks instead of sorting the page itself. */
  onSortChange?: (sort: Sort) => void;
  /** Multi-row selection with checkboxes (bulk actions). */
  onSelectionChange?: (rows: Row[]) => void;
  context?: unknown;
  /** Extra ag-grid modules a screen needs (e.g. RowDragModule, filters for client-side lists). */
  modules?: Module[];
  getRowId?: (row: Row) => string;
  /** Anything else ag-grid offers (row drag, row height …). */
  options?: Omit<AgGridReactProps<Row>, 'rowData' | 'columnDefs' | 'modules' | 'theme'>;
};

/**
 * The one ag-grid of the back office: Mongolian words, a spinner while loading, the empty text, DOM order
 * kept for screen readers, column layout remembered per account, and optional server sort and selection.
 * Load it through components/admin/grid (next/dynamic), so only admin pages fetch ag-grid.
 */
export default function AdminGrid<Row>(props: AdminGridProps<Row>) {
  const { label, rows, columns, loading, empty, layout, onSortChange, onSelectionChange, context, modules, getRowId, options } = props;
  const account = useSignedIn();
  const storageKey = layout && account ? layoutKey(account.id, layout) : null;
  const api = useRef<GridApi<Row> | null>(null);

  const onGridReady = useCallback(
    (event: GridReadyEvent<Row>) => {
      api.current = event.api;
      const saved = storageKey ? loadLayout(storageKey) : null;
      if (saved) event.api.applyColumnState({ state: saved, applyOrder: true });
      options?.onGridReady?.(event);
    },
    [storageKey, options],
  );
  const remember = useCallback(() => {
    if (storageKey && api.current) saveLayout(storageKey, api.current.getColumnState());
  }, [storageKey]);

  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({ sortable: true, resizable: true, flex: 1, minWidth: 110, ...(onSortChange ? { comparator: keepServerOrder } : {}), ...options?.defaultColDef }),
    [onSortChange, options?.defaultColDef],
  );
  const localeText = useMemo(() => ({ ...GRID_LOCALE_MN, ...(empty ? { noRowsToShow: empty } : {}) }), [empty]);

  return (
    <div role="region" aria-label={label}>
      <AgGridReact<Row>
        domLayout="autoHeight"
        rowHeight={56}
        {...options}
        modules={[...BASE_MODULES, ...(modules ?? [])]}
        theme={theme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        localeText={localeText}
        loading={loading}
        ensureDomOrder
        // New column definitions (a re-render, new labels) keep the order the account arranged.
        maintainColumnOrder
        context={context}
        getRowId={(p) => (getRowId ? getRowId(p.data) : String((p.data as { id: unknown }).id))}
        rowSelection={onSelectionChange ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : options?.rowSelection}
        onSelectionChanged={onSelectionChange ? (e) => onSelectionChange(e.api.getSelectedRows()) : options?.onSelectionChanged}
        onSortChanged={(e) => {
          options?.onSortChanged?.(e);
          if (!onSortChange) return;
          const sorted = e.api.getColumnState().find((c) => c.sort);
          onSortChange(sorted?.sort ? { field: sorted.colId, order: sorted.sort } : null);
        }}
        onGridReady={onGridReady}
        onColumnMoved={(e) => e.finished && remember()}
        onColumnResized={(e) => e.finished && e.source === 'uiColumnResized' && remember()}
      />
    </div>
  );
}
