import type { PgBoss } from 'pg-boss';

/** Every queue the product uses. Jobs carry ids only: the rows they point at are the truth. */
export const QUEUES = {
  /** Delivers one mail_messages row: { id }. */
  mail: 'mail',
  /** Withdraws a pending meeting invitation nobody answered: { meetingId }. */
  invitationExpiry: 'meeting-invitation-expiry',
  /** Expired codes, spent rate-limit windows and orphan uploads, daily. */
  cleanup: 'cleanup',
  /** A trade import from the command line: { text, file } (lib/trade/import-job.ts). */
  tradeImport: 'trade-import',
  /**
   * A news item or report reaches its publish_at or unpublish_at: its cached pages, lists and feeds are
   * refreshed: { kind, id } (lib/publishing/schedule-jobs.ts). The name predates reports: queued jobs keep it.
   */
  contentSchedule: 'news-schedule',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Creates the queues (idempotent: each start of each instance runs it). */
export async function createQueues(boss: PgBoss) {
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, { notify: true }).catch(async (error) => {
        // Another instance created it between the look-up and the create.
        if (!(await boss.getQueue(name))) throw error;
      });
    }
  }
}
