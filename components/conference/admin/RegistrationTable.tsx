'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/admin/DataTable';
import { Pager } from '@/components/admin/Pager';
import type { useAdminQuery } from '@/components/admin/api';
import { REGISTRATION_FIELDS } from '@/lib/conference/constants';
import { ubTime, type RegistrationPage } from './registration-types';

type Props = { query: ReturnType<typeof useAdminQuery<RegistrationPage>>; page: number; limit: number; onPage: (page: number) => void };

/** One page of registrations with its pager (shared by the full list and the new-registrations list). */
export function RegistrationTable({ query, page, limit, onPage }: Props) {
  const t = useTranslations('adminWeek.register');
  const common = useTranslations('adminWeek.common');
  return (
    <>
      <DataTable
        rows={query.data?.register}
        rowKey={(r) => r.id}
        empty={common('empty')}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        columns={[
          { key: 'n', header: '№', cell: (_, i) => (page - 1) * limit + i + 1 },
          ...REGISTRATION_FIELDS.map((field) => ({ key: field, header: t(`fields.${field}`), cell: (r: RegistrationPage['register'][number]) => r[field] })),
          { key: 'created_at', header: t('createdAt'), cell: (r) => ubTime(r.created_at) },
        ]}
      />
      {query.data && <Pager page={page} totalPages={query.data.totalPages} total={query.data.total} onPage={onPage} />}
    </>
  );
}
