'use client';

import type { ColDef, ICellRendererParams, SuppressKeyboardEventParams } from 'ag-grid-community';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';
import ui from '../ui.module.css';
import styles from './resource.module.css';
import { wordOf, type Column, type Translate } from './define';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** '2025-05-03T04:05:00Z' → '2025-05-03 12:05' in Ulaanbaatar time, the way the office reads dates. */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? `${ubDay(value)} ${ubTime(value)}` : '');

function ImageCell({ value }: ICellRendererParams) {
  // A stored thumbnail, not worth the image optimizer's round trip in a grid.
  // eslint-disable-next-line @next/next/no-img-element
  return value ? <img src={String(value)} alt="" width={80} height={50} className={ui.thumb} /> : null;
}

function ImagesCell({ value }: ICellRendererParams) {
  const urls = Array.isArray(value) ? value.map(String) : [];
  return (
    <span className={ui.actions}>
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          {/* eslint-disable-next-line @next/next/no-img-element -- stored thumbnails */}
          <img src={url} alt="" width={36} height={48} className={ui.thumb} />
        </a>
      ))}
    </span>
  );
}

type LinkParams = { scheme?: 'mailto:' | 'tel:'; text?: string; href?: (row: never) => string };

function LinkCell({ value, data, colDef }: ICellRendererParams) {
  const { scheme, text: fixed, href } = colDef?.cellRendererParams as LinkParams;
  const shown = text(value);
  if (scheme) return shown ? <a href={`${scheme}${shown}`}>{shown}</a> : null;
  // Either the value is the address (a fixed link text), or the value is the text of a link to href(row).
  const to = href ? href(data as never) : shown;
  return to ? (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {fixed ?? shown}
    </a>
  ) : null;
}

/**
 * The column naming a row (a news item's title, a company's name) wide enough to read and wrapped onto as many
 * lines as the name needs: cut to its first letters, staff could not tell the rows apart.
 */
const NAME_COLUMN = { minWidth: 220, wrapText: true, autoHeight: true, cellClass: styles.nameCell } satisfies ColDef;

/** ag-grid column definitions of a resource's columns, texts translated in the resource's namespace. */
export function toColDefs<Row>(columns: Column<Row>[], t: Translate, nameField?: string): ColDef<Row>[] {
  return columns.map((c) => {
    const option = (value: unknown) => c.options?.find((o) => o.value === text(value));
    const base: ColDef<Row> = {
      colId: c.field,
      field: c.field as never,
      headerName: t(c.label),
      sortable: c.sortable ?? false,
      ...(c.width ? { width: c.width, flex: 0 } : c.field === nameField ? NAME_COLUMN : {}),
      // Values are shown as words, never as ag-grid's own checkbox for booleans.
      cellDataType: false,
      ...(c.value ? { valueGetter: (p) => (p.data ? c.value!(p.data) : '') } : {}),
    };
    switch (c.cell ?? 'text') {
      case 'date':
        return { ...base, valueFormatter: (p) => formatDateTime(p.value) };
      case 'image':
        return { ...base, cellRenderer: ImageCell, minWidth: 100 };
      case 'images':
        return { ...base, cellRenderer: ImagesCell, minWidth: 160 };
      case 'link':
        return { ...base, cellRenderer: LinkCell, cellRendererParams: { text: c.linkText ? t(c.linkText) : undefined, href: c.href } satisfies LinkParams };
      case 'badge':
        return {
          ...base,
          valueFormatter: (p) => {
            const o = option(p.value);
            return o ? wordOf(o, t) : text(p.value);
          },
          cellClass: (p) => [styles.badgeCell, option(p.value)?.tone && styles[option(p.value)!.tone!]].filter(Boolean) as string[],
        };
      case 'email':
      case 'phone':
        return { ...base, cellRenderer: LinkCell, cellRendererParams: { scheme: c.cell === 'email' ? 'mailto:' : 'tel:' } satisfies LinkParams };
      case 'index':
        return { ...base, field: undefined, valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1 + ((p.context as { offset?: number })?.offset ?? 0), width: c.width ?? 80, flex: 0 };
      case 'number':
        return { ...base, type: 'rightAligned' };
      default:
        return base;
    }
  });
}

export type RowAction<Row> = {
  label: string;
  onClick: (row: Row) => void;
  danger?: boolean;
  /** Why the button is off for this row (shown as its title), or null when it is on. */
  disabledFor?: (row: Row) => string | null;
  /** Rows that do not have this action at all (e.g. a page editor for news menus). */
  hiddenFor?: (row: Row) => boolean;
};

function ActionsCell<Row>({ data, context }: ICellRendererParams<Row, unknown, ActionContext<Row>>) {
  if (!data) return null;
  const name = context.nameOf(data);
  return (
    <span className={ui.actions}>
      {context.actions.filter((a) => !a.hiddenFor?.(data)).map((a) => {
        const off = a.disabledFor?.(data) ?? null;
        return (
          <button
            key={a.label}
            type="button"
            className={`${a.danger ? ui.danger : ui.button} ${ui.small}`}
            onClick={() => a.onClick(data)}
            aria-label={`${a.label}: ${name}`}
            disabled={off !== null}
            title={off ?? undefined}
          >
            {a.label}
          </button>
        );
      })}
    </span>
  );
}

export type ActionContext<Row> = { actions: RowAction<Row>[]; nameOf: (row: Row) => string };

/**
 * Tab and Shift+Tab move between the buttons of an actions cell before leaving it, and Enter on the focused
 * cell puts the focus on its first button: the row's actions are reachable without a mouse.
 */
function stayInsideActions({ event }: SuppressKeyboardEventParams) {
  const cell = (event.target as HTMLElement).closest('.ag-cell');
  const buttons = cell ? [...cell.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')] : [];
  if (buttons.length === 0) return false;
  if (event.key === 'Enter' && event.target === cell) {
    if (event.type === 'keydown') buttons[0].focus();
    return true;
  }
  if (event.key !== 'Tab') return false;
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at === -1) return false;
  return event.shiftKey ? at > 0 : at < buttons.length - 1;
}

/** The row-actions column (edit, delete, …); pass {actions, nameOf} as the grid's context. */
export function actionsColumn<Row>(header: string, width: number): ColDef<Row> {
  return {
    colId: 'actions',
    headerName: header,
    cellRenderer: ActionsCell,
    sortable: false,
    resizable: true,
    suppressMovable: true,
    width,
    flex: 0,
    suppressKeyboardEvent: stayInsideActions,
  };
}
