'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/admin/DataTable';
import { Pager } from '@/components/admin/Pager';
import { PageHeader } from '@/components/admin/PageHeader';
import { formatDateTime } from '@/components/admin/format';
import ui from '@/components/admin/ui.module.css';
import { RespondentDetails } from './RespondentDetails';
import { usePagedList } from './usePagedList';

type Respondent = { id: number; name: string; email: string; phone_number: string; created_at: string };
type Answer = { respondents: Respondent[]; total: number; totalPages: number };

/** /admin/assessment-result: respondents of the open self-assessment, with their answers in an overlay. */
export function RespondentsScreen() {
  const t = useTranslations('admin.assessment.respondents');
  const { list, page, setPage, sizeSelect } = usePagedList<Answer>('/get/assessment-respondents', 'respondents-size');
  const [open, setOpen] = useState<Respondent | null>(null);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.toolbar}>{sizeSelect}</div>
      <DataTable
        columns={[
          { key: 'name', header: t('name'), cell: (r) => r.name },
          { key: 'email', header: t('email'), cell: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
          { key: 'phone', header: t('phone'), cell: (r) => <a href={`tel:${r.phone_number}`}>{r.phone_number}</a> },
          { key: 'date', header: t('date'), cell: (r) => formatDateTime(r.created_at) },
          {
            key: 'details',
            header: t('details'),
            cell: (r) => (
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setOpen(r)} aria-label={`${t('details')}: ${r.name}`}>
                {t('details')}
              </button>
            ),
          },
        ]}
        rows={list.data?.respondents}
        rowKey={(r) => r.id}
        empty={t('empty')}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      {open && <RespondentDetails respondent={open} onClose={() => setOpen(null)} />}
    </>
  );
}
