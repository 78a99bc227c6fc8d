import { badgeColumn, dateColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource, type Option } from '@/components/admin/resource/define';
import { MAIL_KINDS, MAIL_STATUSES } from '@/lib/mail/kinds';

export type MailRow = {
  id: number;
  recipient: string;
  subject: string;
  kind: string;
  related: string;
  status: string;
  attempts: number;
  last_error: string | null;
  send_after: string;
  created_at: string;
  sent_at: string | null;
};

const options = (values: readonly string[], group: string): Option[] => values.map((value) => ({ value, label: `${group}.${value}` }));
/** Failed or retrying mail in red, sent in green. */
const TONES: Record<string, Option['tone']> = { failed: 'danger', retrying: 'danger', sent: 'success' };

/** Every message the product sent or will send (issue 21): admins only; bodies (codes, links) are never listed. */
export const mailLogResource = defineListResource<MailRow>({
  messages: 'admin.mailLog',
  nameField: 'subject',
  api: { list: '/get/mail-log', rows: 'mails' },
  columns: [
    dateColumn('created_at', 'createdAt'),
    emailColumn('recipient'),
    textColumn('subject', 'subject', { width: 320 }),
    badgeColumn('kind', 'kind', options(MAIL_KINDS, 'kinds')),
    { field: 'related', label: 'related', filter: 'text' },
    badgeColumn('status', 'status', options(MAIL_STATUSES, 'statuses').map((o) => ({ ...o, tone: TONES[o.value] })), { width: 130 }),
    { field: 'attempts', label: 'attempts', cell: 'number', sortable: true, width: 110 },
    { field: 'last_error', label: 'lastError' },
    dateColumn('send_after', 'sendAfter'),
    dateColumn('sent_at', 'sentAt'),
  ],
  access: { read: 'accounts' },
});
