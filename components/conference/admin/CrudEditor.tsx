'use client';

import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { DataTable, type Column } from '@/components/admin/DataTable';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { RowActions } from './RowActions';
import styles from './week.module.css';

type Props<Data, Row, Schema extends z.ZodType<FieldValues, FieldValues>> = {
  /** GET path of the list and how to read its rows from the answer. */
  listPath: string;
  rows: (data: Data) => Row[];
  rowKey: (row: Row) => number;
  /** The shared zod schema: the same one the API handler validates with. */
  schema: Schema;
  empty: DefaultValues<z.input<Schema>>;
  toForm: (row: Row) => DefaultValues<z.input<Schema>>;
  insertPath: string;
  updatePath: string;
  /** What identifies the edited row in the update body, e.g. { id } or { cid }. */
  identify: (row: Row) => Record<string, unknown>;
  deletePath: (row: Row) => string;
  /** The spec's delete question for the row. */
  question: (row: Row) => string;
  formTitle: (editing: Row | null) => string;
  fields: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>, editing: Row | null) => ReactNode;
  columns: Column<Row>[];
  listCaption: string;
};

/**
 * A list with an add/edit form above it, for the conference screens whose rows are plain JSON: no id in the
 * form means add, a chosen row means edit, Clear resets. Every delete asks the spec's question first.
 */
export function CrudEditor<Data, Row, Schema extends z.ZodType<FieldValues, FieldValues>>(props: Props<Data, Row, Schema>) {
  const common = useTranslations('adminWeek.common');
  const list = useAdminQuery<Data>(props.listPath);
  const refetch = useRefetchAdmin();
  const notice = useNotice();
  const [editing, setEditing] = useState<Row | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: props.empty,
  });

  function startEdit(row: Row | null) {
    setEditing(row);
    form.reset(row ? props.toForm(row) : props.empty);
  }

  const remove = useDeleteConfirm<Row>({
    question: props.question,
    path: props.deletePath,
    onDeleted: async (row) => {
      if (editing !== null && props.rowKey(editing) === props.rowKey(row)) startEdit(null);
      notice.success(common('deleted'));
      await refetch(props.listPath);
    },
    onError: notice.error,
  });

  const save = form.handleSubmit(async (values) => {
    try {
      const json = editing ? { ...values, ...props.identify(editing) } : values;
      await adminFetch(editing ? props.updatePath : props.insertPath, { json });
      notice.success(editing ? common('updated') : common('added'));
      startEdit(null);
      await refetch(props.listPath);
    } catch (error) {
      notice.error(error);
    }
  });

  return (
    <div className={styles.stack}>
        {notice.element}
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
        <h2 className={styles.formTitle}>{props.formTitle(editing)}</h2>
        {props.fields(form, editing)}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
            {editing ? common('save') : common('add')}
          </button>
          <button type="button" className={ui.button} onClick={() => startEdit(null)}>
            {common('clear')}
          </button>
        </div>
      </form>
      <DataTable
        caption={props.listCaption}
        rows={list.data === undefined ? undefined : props.rows(list.data)}
        rowKey={props.rowKey}
        empty={common('empty')}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={[
          ...props.columns,
          {
            key: 'actions',
            header: common('actions'),
            cell: (row) => <RowActions onEdit={() => startEdit(row)} onDelete={() => remove.ask(row)} />,
          },
        ]}
      />
      {remove.dialog}
    </div>
  );
}
