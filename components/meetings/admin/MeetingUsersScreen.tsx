'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { EmptyState } from '@/components/admin/EmptyState';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { usePaging } from '@/components/admin/resource/usePaging';
import { ListToolbar } from './ListToolbar';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { USER_TYPES } from '@/lib/meetings/validators';
import type { MeetingUser } from '../types';
import { MeetingUserForm } from './MeetingUserForm';
import { ypAdmin } from './paths';
import { useFlash } from '../use-flash';
import { Note } from './Note';
import type { GridLabels } from './MeetingUsersGrid';

const MeetingUsersGrid = dynamic(() => import('./MeetingUsersGrid'), { ssr: false, loading: () => <Spinner /> });

type UsersPage = { users: MeetingUser[]; total: number; totalPages: number };

/** /admin/yellow/meeting-users: type filter, page size, ag-grid list, edit form and delete with confirmation. */
export function MeetingUsersScreen() {
  const t = useTranslations('adminYellow.meetings');
  const [type, setType] = useState<'all' | (typeof USER_TYPES)[number]>('all');
  const { page, setPage, limit, setLimit } = usePaging(20);
  const [editing, setEditing] = useState<MeetingUser | null>(null);
  const [deleting, setDeleting] = useState<MeetingUser | null>(null);
  const [busy, setBusy] = useState(false);
  const refetch = useRefetchAdmin();
  const [flash, showFlash] = useFlash(3000);
  const list = useAdminQuery<UsersPage>(ypAdmin(`/get/meeting-users?type=${type}&page=${page}&limit=${limit}`), { placeholderData: (prev) => prev });

  const labels = useMemo<GridLabels>(
    () => ({
      action: t('users.colAction'),
      name: t('users.colName'),
      nameEn: t('users.colNameEn'),
      email: t('users.colEmail'),
      phone: t('users.colPhone'),
      type: t('users.colType'),
      edit: t('users.edit'),
      delete: t('users.delete'),
      grid: t('users.gridLabel'),
      typeLabel: (v: string) => (USER_TYPES.includes(v as never) ? t(`userTypes.${v as (typeof USER_TYPES)[number]}`) : v),
    }),
    [t],
  );

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminFetch(ypAdmin(`/delete/meeting-user?id=${deleting.id}`), { method: 'DELETE' });
      showFlash('success', t('users.deleted'));
    } catch (e) {
      // The spec swallows a failed delete; the list reload below shows what really happened.
      console.error('[meetings] delete user failed:', e);
    } finally {
      setBusy(false);
      setDeleting(null);
      void refetch(ypAdmin('/get/meeting-users'));
    }
  }

  if (editing) {
    return (
      <>
        <PageHeader title={t('form.editTitle')} />
        <section className={ui.card}>
          <MeetingUserForm
            user={editing}
            onSaved={() => void refetch(ypAdmin('/get/meeting-users'))}
            onClose={() => setEditing(null)}
          />
        </section>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('users.title')} />
      <ListToolbar
        id="mu-type"
        label={t('users.typeFilter')}
        value={type}
        options={['all', ...USER_TYPES] as const}
        optionLabel={(v) => t(`userTypes.${v}`)}
        onChange={(v) => {
          setType(v);
          setPage(1);
        }}
        limit={limit}
        onLimit={setLimit}
      />
      <Note flash={flash} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className={ui.error}>
          {list.error.message}
        </p>
      ) : list.data.users.length === 0 ? (
        <EmptyState>{t('users.empty')}</EmptyState>
      ) : (
        <MeetingUsersGrid users={list.data.users} labels={labels} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
      <ConfirmDialog message={deleting ? t('users.deleteConfirm') : null} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} busy={busy} />
    </>
  );
}
