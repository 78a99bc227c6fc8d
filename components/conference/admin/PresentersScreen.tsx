'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_EVENT_ID, PAGE_SIZES } from '@/lib/conference/constants';
import { EventSelect } from './EventSelect';
import { PresenterForm, type Presenter } from './PresenterForm';
import { usePaging } from './usePaging';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { RowActions } from './RowActions';
import { W, type Paged } from './week-api';
import styles from './week.module.css';

const LIST = `${W}/get/presenter`;

/** /admin/week/presenters: presenters of an event in queue order (20/50/100 a page) with the add/edit form. */
export function PresentersScreen() {
  const t = useTranslations('adminWeek.presenters');
  const common = useTranslations('adminWeek.common');
  const refetch = useRefetchAdmin();
  const notice = useNotice();
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const paging = usePaging(PAGE_SIZES.presenters);
  const [editing, setEditing] = useState<Presenter | null>(null);
  const list = useAdminQuery<Paged<'presenter', Presenter>>(`${LIST}?event=${event}&page=${paging.page}&limit=${paging.limit}`, { placeholderData: (prev) => prev });

  const remove = useDeleteConfirm<Presenter>({
    question: () => t('confirmDelete'),
    path: (row) => `${W}/delete/presenter?id=${row.id}`,
    onDeleted: async (row) => {
      if (editing?.id === row.id) setEditing(null);
      notice.success(common('deleted'));
      await refetch(LIST);
    },
    onError: notice.error,
  });

  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.stack}>
        {notice.element}
        <PresenterForm
          editing={editing}
          defaultEvent={event}
          onSaved={async (edited) => {
            setEditing(null);
            notice.success(edited ? common('updated') : common('added'));
            await refetch(LIST);
          }}
          onError={notice.error}
          onClear={() => setEditing(null)}
        />
        <div className={ui.toolbar}>
          <EventSelect
            id="presenters-event"
            value={event}
            onChange={(next) => {
              setEvent(next);
              paging.restart();
            }}
          />
          <PageSizeSelect id="presenters-size" sizes={PAGE_SIZES.presenters} value={paging.limit} onChange={paging.setLimit} />
        </div>
        <DataTable
          caption={t('listCaption')}
          rows={list.data?.presenter}
          rowKey={(r) => r.id}
          empty={common('empty')}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={[
            { key: 'queue', header: t('queue'), cell: (r) => r.presenter_queue },
            // eslint-disable-next-line @next/next/no-img-element
            { key: 'photo', header: t('image'), cell: (r) => <img src={r.profile_img} alt="" className={styles.thumb} width={64} height={64} loading="lazy" /> },
            { key: 'name', header: t('name_mn'), cell: (r) => r.name_mn },
            { key: 'name_en', header: t('name_en'), cell: (r) => r.name_en },
            { key: 'position', header: t('position_mn'), cell: (r) => r.position_mn },
            { key: 'position_en', header: t('position_en'), cell: (r) => r.position_en },
            {
              key: 'actions',
              header: common('actions'),
              cell: (r) => <RowActions onEdit={() => setEditing(r)} onDelete={() => remove.ask(r)} />,
            },
          ]}
        />
        {list.data && <Pager page={paging.page} totalPages={list.data.totalPages} total={list.data.total} onPage={paging.setPage} />}
      </div>
      {remove.dialog}
    </>
  );
}
