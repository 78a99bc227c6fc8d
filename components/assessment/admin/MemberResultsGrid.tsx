'use client';

import { useMemo } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { NumberFilterModule, TextFilterModule, type ColDef } from 'ag-grid-community';
import AdminGrid from '@/components/admin/grid/AdminGrid';
import ui from '@/components/admin/ui.module.css';
import { formatDateTime } from '@/components/admin/format';

/* Loaded with next/dynamic only on this screen; the page's rows are sorted and filtered in the browser. */
const MODULES = [TextFilterModule, NumberFilterModule];
const OPTIONS = { defaultColDef: { filter: true } };

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  created_at: string;
  publication: boolean;
  finished: boolean;
  main_percentage: number;
  answer_id: number;
  member_id: number;
};

export type GridLabels = Record<
  'grid' | 'name' | 'email' | 'date' | 'publication' | 'consented' | 'notConsented' | 'percentage' | 'status' | 'finished' | 'pending' | 'actions' | 'answers' | 'files',
  string
>;

type Context = { labels: GridLabels; onAnswers: (row: MemberRow) => void; onFiles: (row: MemberRow) => void };

function ActionCell({ data, context }: CustomCellRendererProps<MemberRow, unknown, Context>) {
  if (!data) return null;
  return (
    <span className={ui.actions}>
      <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => context.onAnswers(data)} aria-label={`${context.labels.answers}: ${data.name}`}>
        {context.labels.answers}
      </button>
      <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => context.onFiles(data)} aria-label={`${context.labels.files}: ${data.name}`}>
        {context.labels.files}
      </button>
    </span>
  );
}

/** The spreadsheet-style list of member results (sort, filter, resize and move columns within the page). */
export default function MemberResultsGrid({ rows, ...context }: { rows: MemberRow[] } & Context) {
  const { labels } = context;
  const columns = useMemo<ColDef<MemberRow>[]>(
    () => [
      { headerName: labels.actions, cellRenderer: ActionCell, sortable: false, filter: false, minWidth: 190 },
      { headerName: labels.name, field: 'name', minWidth: 180 },
      { headerName: labels.email, field: 'email', minWidth: 200 },
      { headerName: labels.date, field: 'created_at', valueFormatter: (p) => formatDateTime(p.value), minWidth: 150 },
      {
        headerName: labels.publication,
        field: 'publication',
        // Shown as words, not ag-grid's default checkbox for booleans.
        cellDataType: false,
        valueFormatter: (p) => (p.value ? labels.consented : labels.notConsented),
        filterValueGetter: (p) => (p.data?.publication ? labels.consented : labels.notConsented),
        minWidth: 150,
      },
      { headerName: labels.percentage, field: 'main_percentage', filter: 'agNumberColumnFilter', valueFormatter: (p) => `${p.value}%`, minWidth: 110 },
      {
        headerName: labels.status,
        field: 'finished',
        cellDataType: false,
        valueFormatter: (p) => (p.value ? labels.finished : labels.pending),
        filterValueGetter: (p) => (p.data?.finished ? labels.finished : labels.pending),
        minWidth: 160,
      },
    ],
    [labels],
  );
  return <AdminGrid<MemberRow> label={labels.grid} rows={rows} columns={columns} layout="member-results" modules={MODULES} options={OPTIONS} context={context} />;
}
