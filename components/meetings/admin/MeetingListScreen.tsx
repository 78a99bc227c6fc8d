'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { usePaging } from '@/components/admin/resource/usePaging';
import { ListToolbar } from './ListToolbar';
import { hhmm } from '@/lib/meetings/slot';
import { MEETING_STATUSES } from '@/lib/meetings/validators';
import type { Meeting } from '../types';
import { ypAdmin } from './paths';

const createdAt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ulaanbaatar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
type MeetingsPage = { meetings: (Meeting & { created_at: string })[]; total: number; totalPages: number };

/** /admin/yellow/meeting-list: every meeting, filtered by status, 20/50/100 per page. */
export function MeetingListScreen() {
  const t = useTranslations('adminYellow.meetings');
  const [status, setStatus] = useState<'all' | (typeof MEETING_STATUSES)[number]>('all');
  const { page, setPage, limit, setLimit } = usePaging(20);
  const list = useAdminQuery<MeetingsPage>(ypAdmin(`/get/meetings?type=${status}&page=${page}&limit=${limit}`), { placeholderData: (prev) => prev });

  return (
    <>
      <PageHeader title={t('list.title')} />
      <ListToolbar
        id="ml-status"
        label={t('list.statusFilter')}
        value={status}
        options={['all', ...MEETING_STATUSES] as const}
        optionLabel={(v) => t(`statuses.${v}`)}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        limit={limit}
        onLimit={setLimit}
      />
      <DataTable
        caption={t('list.title')}
        rows={list.data?.meetings}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('list.empty')}
        columns={[
          { key: 'n', header: t('list.colNumber'), cell: (_m, i) => (page - 1) * limit + i + 1 },
          { key: 'number', header: t('list.colMeetingNumber'), cell: (m) => m.meeting_number },
          { key: 'status', header: t('list.colStatus'), cell: (m) => t(`statuses.${m.meeting_status}`) },
          { key: 'when', header: t('list.colDateTime'), cell: (m) => `${m.meeting_date} ${hhmm(m.meeting_time)}` },
          { key: 'sender', header: t('list.colSender'), cell: (m) => m.sender_name },
          { key: 'receiver', header: t('list.colReceiver'), cell: (m) => m.receiver_name },
          { key: 'room', header: t('list.colRoom'), cell: (m) => m.room_number },
          { key: 'capacity', header: t('list.colCapacity'), cell: (m) => m.capacity },
          { key: 'description', header: t('list.colDescription'), cell: (m) => m.meeting_description },
          { key: 'created', header: t('list.colCreated'), cell: (m) => createdAt.format(new Date(m.created_at)) },
        ]}
      />
      {list.data ? <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} /> : null}
    </>
  );
}
