'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '../api';
import { DataTable } from '../DataTable';
import { RowActions } from '../RowActions';
import { Pager, PageSizeSelect } from '../Pager';
import { usePaging } from '../resource/usePaging';
import { useDeleteConfirm } from '../ConfirmDialog';
import { PageHeader } from '../PageHeader';
import { useNotice } from '../TimedMessage';
import { AccountForm } from './AccountForm';
import { ACCOUNT_PAGE_SIZES } from '@/lib/accounts/account-form';
import { ROLE_LABELS } from '@/lib/auth/roles';
import type { Account } from './types';
import ui from '../ui.module.css';

type Answer = { account: Account[]; total: number; totalPages: number };

/** /admin/accounts (admins only): list with page sizes 10/20/30, add/edit form, delete with the e-mail in the question. */
export function AccountsScreen({ selfId }: { selfId: number }) {
  const t = useTranslations('admin.accounts');
  const tUi = useTranslations('admin.ui');
  const { page, setPage, limit, setLimit } = usePaging(ACCOUNT_PAGE_SIZES[0]);
  const [editing, setEditing] = useState<{ account?: Account } | null>(null);
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  const list = useAdminQuery<Answer>(`/get/admin-users?page=${page}&limit=${limit}`, { placeholderData: (prev) => prev });

  const del = useDeleteConfirm<Account>({
    path: (a) => `/delete/account?id=${a.id}`,
    question: (a) => t('confirmDelete', { email: a.email }),
    onDeleted: async () => {
      notice.success(t('deleted'));
      if (list.data?.account.length === 1 && page > 1) setPage(page - 1);
      await refetch('/get/admin-users');
    },
    onError: notice.error,
  });

  if (editing) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccountForm
          account={editing.account}
          onBack={() => setEditing(null)}
          onSaved={async () => {
            notice.success(editing.account ? t('saved') : t('added'));
            setEditing(null);
            await refetch('/get/admin-users');
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')}>
        <button type="button" className={ui.primary} onClick={() => setEditing({})}>
          {t('addTitle')}
        </button>
      </PageHeader>
      {notice.element}
      <div className={ui.toolbar}>
        <PageSizeSelect
          id="account-size"
          sizes={ACCOUNT_PAGE_SIZES}
          value={limit}
          onChange={setLimit}
        />
      </div>
      <DataTable
        columns={[
          {
            key: 'actions',
            header: tUi('actions'),
            cell: (a) => (
              <RowActions
                name={a.email}
                onEdit={() => setEditing({ account: a })}
                onDelete={() => del.ask(a)}
                deleteDisabled={a.id === selfId}
                deleteTitle={a.id === selfId ? t('selfDelete') : undefined}
              />
            ),
          },
          { key: 'role', header: t('account_role'), cell: (a) => ROLE_LABELS[a.account_role] ?? a.account_role },
          { key: 'last', header: t('last_name'), cell: (a) => a.last_name },
          { key: 'first', header: t('first_name'), cell: (a) => a.first_name },
          { key: 'email', header: t('email'), cell: (a) => a.email },
          { key: 'phone', header: t('phone_number'), cell: (a) => a.phone_number },
          { key: 'position', header: t('position'), cell: (a) => a.position },
          { key: 'department', header: t('department'), cell: (a) => a.department },
        ]}
        rows={list.data?.account}
        rowKey={(a) => a.id}
        empty={t('empty')}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {del.dialog}
    </>
  );
}
