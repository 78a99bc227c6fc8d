'use client';

import { useCallback, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import { Spinner } from '@/components/admin/Spinner';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import type { Note } from './fetch';

type Props<T> = {
  title: string;
  /** The list this entity belongs to: the back link, and where a deletion returns to. */
  listHref: string;
  loadPath: string;
  deletePath: string;
  nameOf: (data: T) => string;
  labels: { delete: string; deleteConfirm: (name: string) => string; deleteFailed: string; loadFailed: string };
  /** The form, drawn afresh from every reload; `reload` refetches, `notify` shows the outcome above it. */
  form: (data: T, reload: () => Promise<unknown>, notify: (note: Note) => void) => ReactNode;
};

/** The frame of a back-office edit screen: load, messages, the form, and deleting the entity. */
export function EditScreen<T>({ title, listHref, loadPath, deletePath, nameOf, labels, form }: Props<T>) {
  const t = useTranslations('adminYellow.directory.common');
  const router = useRouter();
  const query = useAdminQuery<T>(loadPath);
  const [note, setNote] = useState<Note | null>(null);
  const clearNote = useCallback(() => setNote(null), []);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    try {
      await adminFetch(deletePath, { method: 'DELETE' });
      router.push(listHref);
    } catch (error) {
      setNote({ kind: 'error', text: `${labels.deleteFailed} ${(error as Error).message}` });
      setDeleting(false);
    }
  }

  const name = query.data ? nameOf(query.data) : '';
  return (
    <>
      <PageHeader title={title}>
        <Link className={ui.button} href={listHref}>
          {t('back')}
        </Link>
        {query.data && (
          <button type="button" className={ui.danger} onClick={() => setDeleting(true)}>
            {labels.delete}
          </button>
        )}
      </PageHeader>
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert" className={ui.error}>
          {query.error.status === 404 ? t('notFound') : `${labels.loadFailed} ${query.error.message}`}
        </p>
      ) : (
        <div key={query.dataUpdatedAt}>
          <p className={ui.muted}>{name}</p>
          {form(query.data, query.refetch, setNote)}
        </div>
      )}
      <ConfirmDialog message={deleting ? labels.deleteConfirm(name) : null} onConfirm={() => void remove()} onCancel={() => setDeleting(false)} />
    </>
  );
}
