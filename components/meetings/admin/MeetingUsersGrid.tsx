'use client';

import { useMemo } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { RowDragModule, TextFilterModule, type ColDef } from 'ag-grid-community';
import AdminGrid from '@/components/admin/grid/AdminGrid';
import ui from '@/components/admin/ui.module.css';
import styles from './admin.module.css';
import type { MeetingUser } from '../types';

/* Loaded with next/dynamic only on the meeting-users screen; rows are dragged and filtered in the browser. */
const MODULES = [TextFilterModule, RowDragModule];
const OPTIONS = { defaultColDef: { filter: true }, rowDragManaged: true, animateRows: true };

export type GridLabels = {
  action: string;
  name: string;
  nameEn: string;
  email: string;
  phone: string;
  type: string;
  edit: string;
  delete: string;
  grid: string;
  typeLabel: (type: string) => string;
};

type Actions = { onEdit: (u: MeetingUser) => void; onDelete: (u: MeetingUser) => void; labels: GridLabels };

function ActionCell({ data, context }: CustomCellRendererProps<MeetingUser, unknown, Actions>) {
  if (!data) return null;
  return (
    <span className={styles.gridActions}>
      <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => context.onEdit(data)}>
        {context.labels.edit}
      </button>
      <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => context.onDelete(data)}>
        {context.labels.delete}
      </button>
    </span>
  );
}

/** The spreadsheet-style users table: sort, filter, resize and move columns, drag rows. */
export default function MeetingUsersGrid({ users, ...actions }: { users: MeetingUser[] } & Actions) {
  const { labels } = actions;
  const columns = useMemo<ColDef<MeetingUser>[]>(
    () => [
      { headerName: labels.action, cellRenderer: ActionCell, sortable: false, filter: false, flex: 0, width: 200, minWidth: 200, rowDrag: true },
      { headerName: labels.name, field: 'name', minWidth: 160 },
      { headerName: labels.nameEn, field: 'name_en', minWidth: 160 },
      { headerName: labels.email, field: 'email', minWidth: 200 },
      { headerName: labels.phone, field: 'phone_number', minWidth: 130 },
      { headerName: labels.type, field: 'user_type', valueFormatter: (p) => labels.typeLabel(String(p.value ?? '')), minWidth: 120 },
    ],
    [labels],
  );
  return <AdminGrid<MeetingUser> label={labels.grid} rows={users} columns={columns} layout="meeting-users" modules={MODULES} options={OPTIONS} context={actions} />;
}
