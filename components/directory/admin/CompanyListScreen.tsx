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
import type { MainCategory } from '@/lib/directory/categories';
import { CompanyFilter, NO_FILTERS, type CompanyFilters } from './CompanyFilter';
import { NameSearch } from './NameSearch';
import { ApprovalBadge, StatusBadge } from './Badges';
import { useRemoval } from './useRemoval';
import { RowActions } from './RowActions';
import { listUrl, ypAdmin, type AdminCompanyRow, type Paged } from './fetch';
import styles from './admin.module.css';

const SIZES = [30, 50, 100] as const;

/** /admin/yellow/list-company: filter modal, name search, page size, edit and delete. */
export function CompanyListScreen({ categories }: { categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [filters, setFilters] = useState<CompanyFilters>(NO_FILTERS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [name, setName] = useState('');
  const { page, setPage, limit, setLimit } = usePaging(30);
  const url = name
    ? listUrl('/get/company-list/name', { page, limit, name })
    : listUrl('/get/company-list', { page, limit, ...filters });
  const list = useAdminQuery<Paged & { companies: AdminCompanyRow[] }>(url, { placeholderData: (previous) => previous });
  const removal = useRemoval<AdminCompanyRow>((row) => ypAdmin(`/delete/company?id=${row.id}`), ypAdmin('/get/company-list'), t('companies.deleteFailed'));

  return (
    <>
      <PageHeader title={t('companies.title')}>
        <button type="button" className={ui.button} onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
          {t('companies.filter')}
        </button>
      </PageHeader>
      <NameSearch
        id="yp-company-name"
        onSearch={(value) => {
          setName(value);
          setPage(1);
        }}
      />
      <div className={ui.toolbar}>
        <PageSizeSelect id="yp-company-size" sizes={SIZES} value={limit} onChange={setLimit} />
      </div>
      <TimedMessage message={removal.note?.text ?? null} kind={removal.note?.kind ?? 'success'} ms={3000} onDone={removal.clearNote} />
      <DataTable
        columns={[
          { key: 'n', header: t('common.number'), cell: (_, i) => (page - 1) * limit + i + 1 },
          {
            key: 'logo',
            header: t('common.logo'),
            cell: (r) =>
              r.company_info.translations.logo ? (
                // A small thumbnail of an uploaded logo.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={r.company_info.translations.logo} alt="" className={styles.logo} loading="lazy" />
              ) : null,
          },
          { key: 'mn', header: t('common.nameMn'), cell: (r) => r.company_info.translations.name.mn },
          { key: 'en', header: t('common.nameEn'), cell: (r) => r.company_info.translations.name.en },
          { key: 'reg', header: t('common.registrationNumber'), cell: (r) => r.registration_number },
          { key: 'approval', header: t('common.approval'), cell: (r) => <ApprovalBadge approved={r.approval} /> },
          { key: 'status', header: t('common.status'), cell: (r) => <StatusBadge operating={r.status} /> },
          {
            key: 'actions',
            header: t('common.actions'),
            cell: (r) => <RowActions editHref={`/admin/yellow/list-company/${r.id}`} onDelete={() => removal.ask(r)} />,
          },
        ]}
        rows={list.data?.companies}
        rowKey={(r) => r.id}
        empty={t('common.emptyList')}
        loading={list.isFetching}
        error={list.error ? new Error(name ? t('companies.searchFailed') : t('common.listFailed')) : null}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {filterOpen && (
        <CompanyFilter
          categories={categories}
          value={filters}
          onClose={() => setFilterOpen(false)}
          onApply={(next) => {
            setFilters(next);
            setName('');
            setPage(1);
            setFilterOpen(false);
          }}
        />
      )}
      <ConfirmDialog
        message={removal.target ? t('companies.deleteConfirm', { name: removal.target.company_info.translations.name.mn }) : null}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
        busy={removal.busy}
      />
    </>
  );
}
