import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { conflict, notFound } from '@/lib/api/errors';
import { totalPages } from '@/lib/api/params';
import { withJobs } from '@/lib/jobs';
import { QUEUES } from '@/lib/jobs/queues';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { mailLogShape } from './log-schema';
import { MAIL_KINDS, MAIL_STATUSES } from './kinds';
import { retryOptions } from './queue';
import { mailMessages } from './schema';

/** The columns staff may see: the message body (which can hold a code or a link) is not among them. */
const logColumns = {
  id: mailMessages.id,
  recipient: mailMessages.recipient,
  subject: mailMessages.subject,
  kind: mailMessages.kind,
  related: mailMessages.related,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  last_error: mailMessages.last_error,
  send_after: mailMessages.send_after,
  created_at: mailMessages.created_at,
  updated_at: mailMessages.updated_at,
  sent_at: mailMessages.sent_at,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The mail log's columns for the admin list contract (sort, filter.<field>, CSV/XLSX): never the body. */
export const mailLogList = defineList({ id: mailMessages.id, shape: mailLogShape, rows: 'mails', file: 'mail-log' }, {
  created_at: { sql: mailMessages.created_at, kind: 'date', label: 'Үүссэн' },
  recipient: { sql: mailMessages.recipient, kind: 'text', label: 'Хүлээн авагч' },
  subject: { sql: mailMessages.subject, kind: 'text', label: 'Гарчиг' },
  kind: { sql: mailMessages.kind, kind: 'enum', values: MAIL_KINDS, label: 'Төрөл' },
  related: { sql: mailMessages.related, kind: 'text', label: 'Холбогдох' },
  status: { sql: mailMessages.status, kind: 'enum', values: MAIL_STATUSES, label: 'Төлөв' },
  attempts: { sql: mailMessages.attempts, kind: 'number', label: 'Оролдлого' },
  last_error: { sql: mailMessages.last_error, kind: 'text', label: 'Сүүлийн алдаа', sortable: false },
  send_after: { sql: mailMessages.send_after, kind: 'date', label: 'Илгээх хугацаа' },
  sent_at: { sql: mailMessages.sent_at, kind: 'date', label: 'Илгээсэн' },
});

/** The mail log, newest first unless sorted: the issue's `status` and `to` (part of the address) and the list contract's filters. */
export async function mailLog(db: Db, { page, limit, status, to }: { page: number; limit: number; status?: string; to?: string }, list?: ListSql) {
  const filters: SQL[] = [];
  if (status) filters.push(eq(mailMessages.status, status));
  if (to) filters.push(ilike(mailMessages.recipient, likePattern(to)));
  const where = and(...filters, list?.where);
  const [mails, [{ total }]] = await Promise.all([
    db
      .select(logColumns)
      .from(mailMessages)
      .where(where)
      .orderBy(...orderOr(list, [desc(mailMessages.created_at), desc(mailMessages.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { mails, total, totalPages: totalPages(total, limit) };
}

export const NOT_RESENDABLE = 'Зөвхөн илгээгдээгүй (алдаатай) захидлыг дахин илгээнэ.';
export const SECRET_NOT_RESENDABLE = 'Нэг удаагийн код агуулсан захидлыг дахин илгээхгүй: хэрэглэгч шинэ код авна.';

/** Sends a failed message again: queued anew (with a fresh round of tries) in one transaction with its job. */
export async function resendMail(db: Db, id: number) {
  const [row] = await db.select({ status: mailMessages.status, secret: mailMessages.secret }).from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw notFound('Захидал олдсонгүй.');
  if (row.secret) throw conflict(SECRET_NOT_RESENDABLE);
  return withJobs(db, async (jobs) => {
    const [queued] = await jobs.tx
      .update(mailMessages)
      .set({ status: 'queued', send_after: new Date(), updated_at: new Date() })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'failed')))
      .returning({ id: mailMessages.id });
    if (!queued) throw conflict(NOT_RESENDABLE);
    const jobId = await jobs.send(QUEUES.mail, { id }, retryOptions());
    await jobs.tx.update(mailMessages).set({ job_id: jobId }).where(eq(mailMessages.id, id));
    return { success: true, id };
  });
}
