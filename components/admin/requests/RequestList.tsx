'use client';

import { useTranslations } from 'next-intl';
import { useAdminQuery } from '../api';
import { DataTable } from '../DataTable';
import { Pager, PageSizeSelect } from '../Pager';
import { usePaging } from '../resource/usePaging';
import { PageHeader } from '../PageHeader';
import { formatDateTime } from '../format';
import { requestPurpose } from './purpose';
import ui from '../ui.module.css';

type OfficeRequest = {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  business_type: string;
  member_request: boolean;
  codex_request: boolean;
  meeting_request: boolean;
  created_at: string;
};
type Answer = { request: OfficeRequest[]; total: number; totalPages: number };

const SIZES = [10, 20, 30] as const;

/** /admin/request-list: membership requests, newest first, page sizes 10/20/30. */
export function RequestList() {
  const t = useTranslations('admin.requests');
  const { page, setPage, limit, setLimit } = usePaging(SIZES[0]);
  const list = useAdminQuery<Answer>(`/get/office-request?page=${page}&limit=${limit}`, { placeholderData: (prev) => prev });
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.toolbar}>
        <PageSizeSelect
          id="request-size"
          sizes={SIZES}
          value={limit}
          onChange={setLimit}
        />
      </div>
      <DataTable
        columns={[
          { key: 'purpose', header: t('purpose'), cell: (r) => requestPurpose(r) },
          { key: 'created', header: t('createdAt'), cell: (r) => formatDateTime(r.created_at) },
          { key: 'name', header: t('name'), cell: (r) => r.name },
          { key: 'email', header: t('email'), cell: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
          { key: 'phone', header: t('phone'), cell: (r) => <a href={`tel:${r.phone_number}`}>{r.phone_number}</a> },
          { key: 'business', header: t('businessType'), cell: (r) => r.business_type },
        ]}
        rows={list.data?.request}
        rowKey={(r) => r.id}
        empty={t('empty')}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
    </>
  );
}
