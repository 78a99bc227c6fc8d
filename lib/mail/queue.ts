import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { SendOptions } from 'pg-boss';
import type { JobWriter } from '@/lib/jobs';
import { QUEUES } from '@/lib/jobs/queues';
import { jobSettings } from '@/lib/jobs/settings';
import type { Message } from './index';
import type { MailKind } from './kinds';
import { mailMessages } from './schema';

export type MailMeta = {
  kind: MailKind;
  /** What it is about, for the mail log: 'meeting MT-…', 'registration 12' … */
  related?: string;
  /** Holds a code or a sign-in link: its body is erased once it is settled, and it is never sent again. */
  secret?: boolean;
  /** Send no earlier than this (a reminder); the mail log shows it as scheduled until then. */
  sendAfter?: Date;
  /** Useless after this many seconds (a one-time code the user waits for): failed rather than sent late. */
  deliverWithinSeconds?: number;
};

/** How pg-boss retries a message: about an hour of backing off, or a few quick tries within a short deadline. */
export function retryOptions(deliverWithinSeconds?: number): SendOptions {
  const s = jobSettings();
  const base = { expireInSeconds: 300, heartbeatSeconds: 30 };
  if (deliverWithinSeconds) {
    return { ...base, retryLimit: 10, retryDelay: Math.max(1, Math.floor(deliverWithinSeconds / 10)), retryBackoff: false };
  }
  return { ...base, retryLimit: s.mailRetryLimit, retryDelay: s.mailRetryDelaySeconds, retryBackoff: true, retryDelayMax: s.mailRetryMaxDelaySeconds };
}

/**
 * Queues a message in the caller's transaction: its mail_messages row and the pg-boss job that delivers it
 * commit (or vanish) with the change that caused them. Returns the row's id.
 */
export async function queueMail(jobs: JobWriter, message: Message, meta: MailMeta): Promise<number> {
  const now = new Date();
  const sendAfter = meta.sendAfter && meta.sendAfter > now ? meta.sendAfter : now;
  const [row] = await jobs.tx
    .insert(mailMessages)
    .values({
      kind: meta.kind,
      recipient: message.to,
      subject: message.subject,
      related: meta.related ?? '',
      status: sendAfter > now ? 'scheduled' : 'queued',
      message,
      secret: meta.secret ?? false,
      send_after: sendAfter,
      deliver_by: meta.deliverWithinSeconds ? new Date(now.getTime() + meta.deliverWithinSeconds * 1000) : null,
    })
    .returning({ id: mailMessages.id });
  const jobId = await jobs.send(QUEUES.mail, { id: row!.id }, { ...retryOptions(meta.deliverWithinSeconds), startAfter: sendAfter });
  await jobs.tx.update(mailMessages).set({ job_id: jobId }).where(eq(mailMessages.id, row!.id));
  return row!.id;
}

/** Drops the scheduled messages of one kind about one thing (a cancelled meeting's reminders) with their jobs. */
export async function unscheduleMail(jobs: JobWriter, kind: MailKind, related: string) {
  const dropped = await jobs.tx
    .delete(mailMessages)
    .where(and(eq(mailMessages.kind, kind), eq(mailMessages.related, related), inArray(mailMessages.status, ['scheduled', 'queued'])))
    .returning({ job_id: mailMessages.job_id });
  // The jobs would find no row and do nothing; cancelling them keeps the queue's own numbers honest.
  const ids = dropped.map((d) => d.job_id).filter((id): id is string => Boolean(id));
  if (ids.length) await jobs.cancel(QUEUES.mail, ids);
  return dropped.length;
}
