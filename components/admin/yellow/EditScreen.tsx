'use client';

import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import { useCan } from '@/components/admin/role';
import { Spinner } from '@/components/admin/Spinner';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';

type Notice = ReturnType<typeof useNotice>;

type Props<T> = {
  title: string;
  /** The list this entity belongs to: the back link, and where a deletion returns to. */
  listHref: string;
  loadPath: string;
  deletePath: string;
  nameOf: (data: T) => string;
  labels: { delete: string; deleteConfirm: (name: string) => string; deleteFailed: string; loadFailed: string };
  /**
   * The form, drawn afresh from every reload; `reload` refetches, `notice` reports the outcome above it.
   * `canWrite` is false for a read-only account, whose form shows no Save.
   */
  form: (data: T, reload: () => Promise<unknown>, notice: Notice, canWrite: boolean) => ReactNode;
};

/** The frame of a directory edit screen (company, consultant): load, the notice, the form, and deleting the entity. */
export function EditScreen<T>({ title, listHref, loadPath, deletePath, nameOf, labels, form }: Props<T>) {
  const t = useTranslations('adminYellow.directory.common');
  const router = useRouter();
  const canWrite = useCan('write');
  const query = useAdminQuery<T>(loadPath);
  const notice = useNotice();
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await adminFetch(deletePath, { method: 'DELETE' });
      router.push(listHref);
    } catch (error) {
      notice.error(`${labels.deleteFailed} ${(error as Error).message}`);
      setDeleting(false);
    } finally {
      setBusy(false);
    }
  }

  const name = query.data ? nameOf(query.data) : '';
  return (
    <>
      <PageHeader title={title}>
        <Link className={ui.button} href={listHref}>
          {t('back')}
        </Link>
        {query.data && canWrite && (
          <button type="button" className={ui.danger} onClick={() => setDeleting(true)}>
            {labels.delete}
          </button>
        )}
      </PageHeader>
      {notice.element}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert" className={ui.error}>
          {query.error.status === 404 ? t('notFound') : `${labels.loadFailed} ${query.error.message}`}
        </p>
      ) : (
        <div key={query.dataUpdatedAt}>
          <p className={ui.muted}>{name}</p>
          {form(query.data, query.refetch, notice, canWrite)}
        </div>
      )}
      <ConfirmDialog message={deleting ? labels.deleteConfirm(name) : null} onConfirm={() => void remove()} onCancel={() => setDeleting(false)} busy={busy} />
    </>
  );
}
