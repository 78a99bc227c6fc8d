import { dateColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource } from '@/components/admin/resource/define';
import { hhmm } from '@/lib/meetings/slot';
import { MEETING_STATUSES } from '@/lib/meetings/validators';
import type { Meeting } from '@/components/meetings/types';

type MeetingRow = Meeting & { created_at: string };

/** Every meeting of the scheduler (spec §2.7): read only, filtered by status, 20/50/100 a page, exported. */
export const meetingListResource = defineListResource<MeetingRow>({
  key: 'meetings',
  messages: 'adminYellow.meetings',
  title: 'list.title',
  nameField: 'meeting_number',
  api: { prefix: '/api/admin/yellow-page', list: '/get/meetings', rows: 'meetings' },
  columns: [
    { field: 'id', label: 'list.colNumber', cell: 'index', width: 70 },
    textColumn('meeting_number', 'list.colMeetingNumber'),
    {
      field: 'meeting_status',
      label: 'list.colStatus',
      cell: 'badge',
      sortable: true,
      filter: 'enum',
      filterLabel: 'list.statusFilter',
      options: MEETING_STATUSES.map((s) => ({ value: s, label: `statuses.${s}` })),
    },
    { field: 'meeting_date', label: 'list.colDateTime', value: (m) => `${m.meeting_date} ${hhmm(m.meeting_time)}`, sortable: true, filter: 'dateRange' },
    textColumn('sender_name', 'list.colSender'),
    textColumn('receiver_name', 'list.colReceiver'),
    textColumn('room_number', 'list.colRoom'),
    { field: 'capacity', label: 'list.colCapacity', width: 110 },
    { field: 'meeting_description', label: 'list.colDescription', filter: 'text' },
    dateColumn('created_at', 'list.colCreated'),
  ],
  empty: 'list.empty',
});
