'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { FormField } from '@/components/admin/FormField';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_EVENT_ID, PAGE_SIZES } from '@/lib/conference/constants';
import { AgendaForm, type AgendaRow } from './AgendaForm';
import { EventSelect } from './EventSelect';
import { usePaging } from './usePaging';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { RowActions } from './RowActions';
import { W, dayLabel, type Paged } from './week-api';
import styles from './week.module.css';

const LIST = `${W}/get/agenda`;
type Language = 'all' | '1' | '2';

/** /admin/week/agenda: the agenda images as a list view and an add/edit view, with a link to the event dates. */
export function AgendaScreen() {
  const t = useTranslations('adminWeek.agenda');
  const common = useTranslations('adminWeek.common');
  const refetch = useRefetchAdmin();
  const notice = useNotice();
  const [mode, setMode] = useState<'list' | 'form'>('list');
  const [editing, setEditing] = useState<AgendaRow | null>(null);
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const [language, setLanguage] = useState<Language>('all');
  const paging = usePaging(PAGE_SIZES.agenda);
  const list = useAdminQuery<Paged<'agenda', AgendaRow>>(`${LIST}?event=${event}&page=${paging.page}&limit=${paging.limit}&language=${language}`, {
    placeholderData: (prev) => prev,
  });

  const remove = useDeleteConfirm<AgendaRow>({
    question: () => t('confirmDelete'),
    path: (row) => `${W}/delete/agenda?id=${row.id}`,
    onDeleted: async () => {
      notice.success(common('deleted'));
      await refetch(LIST);
    },
    onError: notice.error,
  });

  function open(row: AgendaRow | null) {
    setEditing(row);
    setMode('form');
  }

  return (
    <>
      <PageHeader title={t('title')}>
        <Link href="/admin/week/event-date" className={ui.button}>
          {t('eventDates')}
        </Link>
        {mode === 'list' && (
          <button type="button" className={ui.primary} onClick={() => open(null)}>
            {t('addTitle')}
          </button>
        )}
      </PageHeader>
      <div className={styles.stack}>
        {notice.element}
        {mode === 'form' ? (
          <AgendaForm
            key={editing?.id ?? 'new'}
            event={event}
            editing={editing}
            onSaved={async (edited) => {
              notice.success(edited ? common('updated') : common('added'));
              setMode('list');
              await refetch(LIST);
            }}
            onError={notice.error}
            onBack={() => setMode('list')}
          />
        ) : (
          <>
            <div className={ui.toolbar}>
              <EventSelect
                id="agenda-event"
                value={event}
                onChange={(next) => {
                  setEvent(next);
                  paging.restart();
                }}
              />
              <FormField id="agenda-filter-language" label={t('language')}>
                <select
                  id="agenda-filter-language"
                  className={ui.select}
                  value={language}
                  onChange={(e) => {
                    setLanguage(e.target.value as Language);
                    paging.restart();
                  }}
                >
                  <option value="all">{t('allLanguages')}</option>
                  <option value="1">{t('languages.mn')}</option>
                  <option value="2">{t('languages.en')}</option>
                </select>
              </FormField>
              <PageSizeSelect id="agenda-size" sizes={PAGE_SIZES.agenda} value={paging.limit} onChange={paging.setLimit} />
            </div>
            <DataTable
              caption={t('listCaption')}
              rows={list.data?.agenda}
              rowKey={(r) => r.id}
              empty={common('empty')}
              loading={list.isFetching}
              error={list.error}
              onRetry={() => list.refetch()}
              columns={[
                // eslint-disable-next-line @next/next/no-img-element
                { key: 'image', header: t('image'), cell: (r) => <img src={r.agenda_image} alt="" className={styles.sheetThumb} width={60} height={85} loading="lazy" /> },
                { key: 'day', header: t('date'), cell: (r) => dayLabel(r) },
                { key: 'language', header: t('language'), cell: (r) => t(`languages.${r.language === 'en' ? 'en' : 'mn'}`) },
                { key: 'event', header: common('event'), cell: (r) => r.event },
                {
                  key: 'actions',
                  header: common('actions'),
                  cell: (r) => <RowActions onEdit={() => open(r)} onDelete={() => remove.ask(r)} />,
                },
              ]}
            />
            {list.data && <Pager page={paging.page} totalPages={list.data.totalPages} total={list.data.total} onPage={paging.setPage} />}
          </>
        )}
      </div>
      {remove.dialog}
    </>
  );
}
