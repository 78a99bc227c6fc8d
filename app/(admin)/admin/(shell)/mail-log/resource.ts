import { badgeColumn, dateColumn, emailColumn, optionsOf, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource } from '@/components/admin/resource/define';
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

/** Every message the product sent or will send (issue 21): admins only; bodies (codes, links) are never listed. */
export const mailLogResource = defineListResource<MailRow>({
  messages: 'admin.mailLog',
  nameField: 'subject',
  api: { list: '/get/mail-log', rows: 'mails' },
  columns: [
    dateColumn('created_at', 'createdAt'),
    emailColumn('recipient'),
    textColumn('subject', 'subject', { width: 320 }),
    badgeColumn('kind', 'kind', optionsOf(MAIL_KINDS, 'kinds')),
    { field: 'related', label: 'related', filter: 'text' },
    // Failed or retrying mail in red, sent in green.
    badgeColumn('status', 'status', optionsOf(MAIL_STATUSES, 'statuses', { failed: 'danger', retrying: 'danger', sent: 'success' }), { width: 130 }),
    { field: 'attempts', label: 'attempts', cell: 'number', sortable: true, width: 110 },
    { field: 'last_error', label: 'lastError' },
    dateColumn('send_after', 'sendAfter'),
    dateColumn('sent_at', 'sentAt'),
  ],
  access: { read: 'accounts' },
});
