'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { usePaging } from '@/components/admin/resource/usePaging';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { NameSearch } from './NameSearch';
import { ApprovalBadge } from './Badges';
import { useRemoval } from './useRemoval';
import { RowActions } from './RowActions';
import type { TriState } from './CompanyFilter';
import { listUrl, ypAdmin, type AdminPersonRow, type Paged } from './fetch';

const SIZES = [30, 50, 100] as const;

/** /admin/yellow/list-consultant: published filter (all/true/false), name search, edit and delete. */
export function ConsultantListScreen() {
  const t = useTranslations('adminYellow.directory');
  const [approval, setApproval] = useState<TriState>('all');
  const [name, setName] = useState('');
  const { page, setPage, limit, setLimit } = usePaging(30);
  const url = name ? listUrl('/get/consultant-list/name', { page, limit, name }) : listUrl('/get/consultant-list', { page, limit, approval });
  const list = useAdminQuery<Paged & { consultants: AdminPersonRow[] }>(url, { placeholderData: (previous) => previous });
  const removal = useRemoval<AdminPersonRow>((row) => ypAdmin(`/delete/person?id=${row.id}`), ypAdmin('/get/consultant-list'), t('consultants.deleteFailed'));

  return (
    <>
      <PageHeader title={t('consultants.title')} />
      <NameSearch
        id="yp-consultant-name"
        onSearch={(value) => {
          setName(value);
          setPage(1);
        }}
      />
      <div className={ui.toolbar}>
        <label htmlFor="yp-consultant-approval">{t('consultants.published')}</label>
        <select
          id="yp-consultant-approval"
          className={ui.select}
          value={approval}
          onChange={(event) => {
            setApproval(event.target.value as TriState);
            setName('');
            setPage(1);
          }}
        >
          <option value="all">{t('common.all')}</option>
          <option value="true">{t('common.yes')}</option>
          <option value="false">{t('common.no')}</option>
        </select>
        <PageSizeSelect id="yp-consultant-size" sizes={SIZES} value={limit} onChange={setLimit} />
      </div>
      <TimedMessage message={removal.note?.text ?? null} kind={removal.note?.kind ?? 'success'} ms={3000} onDone={removal.clearNote} />
      <DataTable
        columns={[
          { key: 'n', header: t('common.number'), cell: (_, i) => (page - 1) * limit + i + 1 },
          { key: 'mn', header: t('common.nameMn'), cell: (r) => r.person_info.translations.name.mn },
          { key: 'en', header: t('common.nameEn'), cell: (r) => r.person_info.translations.name.en },
          { key: 'profession', header: t('edit.profession'), cell: (r) => r.profession },
          { key: 'phone', header: t('common.phone'), cell: (r) => r.phone_number },
          { key: 'approval', header: t('common.approval'), cell: (r) => <ApprovalBadge approved={r.approval} /> },
          {
            key: 'actions',
            header: t('common.actions'),
            cell: (r) => <RowActions editHref={`/admin/yellow/list-consultant/${r.id}`} onDelete={() => removal.ask(r)} />,
          },
        ]}
        rows={list.data?.consultants}
        rowKey={(r) => r.id}
        empty={t('common.emptyList')}
        loading={list.isFetching}
        error={list.error ? new Error(t('common.listFailed')) : null}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      <ConfirmDialog
        message={removal.target ? t('consultants.deleteConfirm', { name: removal.target.person_info.translations.name.mn }) : null}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
        busy={removal.busy}
      />
    </>
  );
}
