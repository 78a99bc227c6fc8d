'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { useAdminQuery, useRefetchAdmin } from '../api';
import { useDeleteConfirm } from '../ConfirmDialog';
import { AdminGrid } from '../grid';
import { Pager } from '@/components/ui/Pager';
import { PageSizeSelect } from '@/components/ui/PageSizeSelect';
import { messageTemplate } from '@/lib/i18n/raw';
import { useCan, useSignedIn } from '../role';
import type { useNotice } from '../TimedMessage';
import { BulkBar } from './BulkBar';
import { actionsColumn, toColDefs, type ActionContext, type RowAction } from './columns';
import { accessOf, apiPath, wordOf, type Resource } from './define';
import { ExportLinks } from './ExportLinks';
import { FilterBar } from './FilterBar';
import { listUrl } from './list-query';
import { usePaging } from './usePaging';
import styles from './resource.module.css';
import widgets from '../widgets.module.css';

type Props<Row extends { id: number }> = {
  resource: Resource<Row>;
  /** Opens the edit form for a row (given when the screen has one and the account may edit). */
  onEdit?: (row: Row) => void;
  /** Called after a row is deleted (e.g. to close its open edit form). */
  onDeleted?: (row: Row) => void;
  notice: ReturnType<typeof useNotice>;
  /** A row button opening the row's own page (`<path>/<id>`): 'Засах', or `readLabel` (a key) for a read-only account. */
  rowPage?: { path: string; readLabel: string };
  /** Row buttons beyond edit and delete, e.g. a details view. */
  extraActions?: RowAction<Row>[];
  /** Fixed query parameters of this list, e.g. { lang: 'mn' }. */
  params?: Record<string, string>;
  /**
   * A fixed part of a list the API answers whole (e.g. one About Us section): sent as filter.<field> and
   * applied to the rows as well.
   */
  where?: Record<string, string>;
  /** The list's accessible name when the resource's title does not fit (several lists on a screen). */
  label?: string;
};

type Answer = Record<string, unknown> & { total?: number; totalPages?: number };

/**
 * A resource's list: the grid with server-side paging, sorting and per-column filters, row actions by role,
 * selection for bulk actions, CSV/XLSX export, the total count and pages, and delete with confirmation.
 */
export function ResourceList<Row extends { id: number }>({ resource, onEdit, onDeleted, notice, rowPage, extraActions, params, where, label }: Props<Row>) {
  const t = useDynamicTranslations(resource.messages);
  const ui = useTranslations('admin.ui');
  const paging = usePaging(resource.paging?.initial ?? 0);
  const account = useSignedIn();
  const mayDelete = useCan(accessOf(resource, 'delete'));
  const mayEdit = useCan(accessOf(resource, 'edit'));
  const refetch = useRefetchAdmin();
  const router = useRouter();
  const [selected, setSelected] = useState<Row[]>([]);
  const idField = resource.api.idField ?? 'id';

  const path = apiPath(resource, resource.api.list) + (params ? `?${new URLSearchParams(params)}` : '');
  const shape = { sort: paging.sort, filters: { ...paging.filters, ...where } };
  const url = listUrl(path, resource.paging ? { ...shape, page: paging.page, limit: paging.limit } : shape);
  const list = useAdminQuery<Answer>(url, { placeholderData: (previous) => previous });
  const fromApi = resource.api.fromApi as ((raw: unknown) => Row) | undefined;
  const all = useMemo(() => {
    const raw = list.data ? ((list.data[resource.api.rows] as unknown[] | undefined) ?? []) : undefined;
    const flat = fromApi && raw ? raw.map(fromApi) : (raw as Row[] | undefined);
    return flat && resource.arrange ? resource.arrange(flat) : flat;
  }, [list.data, resource.api.rows, fromApi, resource]);
  const rows = where ? all?.filter((row) => Object.entries(where).every(([k, v]) => String(row[k as keyof Row]) === v)) : all;
  const reload = () => refetch(apiPath(resource, resource.api.list));
  const totalPages = Math.max(1, Number(list.data?.totalPages ?? 1));

  const remove = useDeleteConfirm<Row>({
    path: (row) => `${apiPath(resource, resource.api.remove!)}?${idField}=${String(row[idField as keyof Row])}`,
    question: (row) => t(resource.confirmDelete ?? 'confirmDelete', { ...plain(row), name: String(row[resource.nameField] ?? '') }),
    onDeleted: async (row) => {
      onDeleted?.(row);
      if (resource.notices?.deleted) notice.success(t(resource.notices.deleted));
      paging.afterDelete(rows?.length ?? 0);
      await reload();
    },
    onError: (e) => notice.error(resource.notices?.deleteError ? t(resource.notices.deleteError, { error: e instanceof Error ? e.message : String(e) }) : e),
  });

  const actions: RowAction<Row>[] = [
    ...(rowPage ? [{ label: mayEdit ? ui('edit') : t(rowPage.readLabel), onClick: (row: Row) => router.push(`${rowPage.path}/${row.id}`) }] : []),
    ...(onEdit ? [{ label: resource.editLabel ? t(resource.editLabel) : ui('edit'), onClick: onEdit }] : []),
    ...(extraActions ?? []),
    ...(mayDelete && resource.api.remove
      ? [{ label: ui('delete'), onClick: remove.ask, danger: true, disabledFor: (row: Row) => why(account && resource.undeletable?.(row, account.id)) }]
      : []),
  ];
  const why = (key: string | null | undefined) => (key ? t(key) : null);
  const offset = resource.paging ? (paging.page - 1) * paging.limit : 0;
  const context: ActionContext<Row> & { offset: number } = { actions, nameOf: (row) => String(row[resource.nameField] ?? row.id), offset };
  const columns = useMemo(
    () => [...(actions.length ? [actionsColumn<Row>(ui('actions'), 70 + 80 * actions.length)] : []), ...toColDefs(resource.columns, t, resource.nameField)],
    // The labels of the actions decide the column; their handlers travel in the context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, t, ui, actions.map((a) => a.label).join()],
  );
  // Deleting many needs the delete access, approving or changing status the edit access.
  const bulk = resource.api.bulk?.filter((a) => (a === 'delete' ? mayDelete : mayEdit));

  return (
    <section aria-label={label ?? t(resource.title)}>
      <div className={styles.toolbar}>
        {resource.paging && (
          <PageSizeSelect id={`${resource.key}-size`} label={ui('pageSize')} className={widgets.pageSize} sizes={resource.paging.sizes} value={paging.limit} onChange={paging.setLimit} />
        )}
        {resource.api.exports && <ExportLinks path={path} query={shape} />}
      </div>
      <FilterBar id={resource.key} columns={resource.columns} t={t} value={paging.filters} onChange={paging.setFilters} />
      {bulk && bulk.length > 0 && (
        <BulkBar
          path={apiPath(resource, `/bulk/${resource.key}`)}
          actions={bulk}
          statuses={resource.api.bulkStatuses?.map((o) => ({ value: o.value, label: wordOf(o, t) }))}
          ids={selected.map((r) => r.id)}
          onDone={async (done) => {
            notice.success(ui('bulkDone', { count: done }));
            setSelected([]);
            await reload();
          }}
          onError={notice.error}
        />
      )}
      {list.error && (
        <p role="alert" className={styles.summary}>
          {resource.loadError ? t(resource.loadError) : list.error.message || ui('loadError')}{' '}
          <button type="button" onClick={() => list.refetch()}>
            {ui('retry')}
          </button>
        </p>
      )}
      <AdminGrid<Row>
        label={label ?? t(resource.title)}
        rows={rows}
        columns={columns}
        loading={list.isFetching}
        empty={t(resource.empty)}
        layout={where ? `${resource.key}:${Object.values(where).join(':')}` : resource.key}
        onSortChange={paging.setSort}
        onSelectionChange={bulk && bulk.length > 0 ? setSelected : undefined}
        context={context}
      />
      {resource.paging && list.data && (
        <div className={widgets.pager}>
          <span>{ui('total', { total: Number(list.data.total ?? rows?.length ?? 0) })}</span>
          <span>{ui('pages', { totalPages })}</span>
          {totalPages > 1 && (
            <Pager
              page={paging.page}
              totalPages={totalPages}
              labels={{ label: ui('pager'), first: ui('first'), previous: ui('prev'), next: ui('next'), page: messageTemplate(ui, 'page', 'page') }}
              size={5}
              onChange={paging.setPage}
            />
          )}
        </div>
      )}
      {remove.dialog}
    </section>
  );
}

/** The row's plain values, for texts such as '«{title}» тайланг устгах уу?'. */
function plain(row: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => typeof v === 'string' || typeof v === 'number'));
}
