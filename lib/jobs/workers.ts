import 'server-only';
import type { PgBoss } from 'pg-boss';
import { getDb } from '@/lib/db/client';
import { deliverMailBatch, type MailJob } from '@/lib/mail/deliver';
import { expireInvitation } from '@/lib/meetings/expiry';
import { QUEUES } from './queues';
import { jobSettings } from './settings';

/** This process's workers: one per queue, each polling (and woken by NOTIFY) on the shared queue tables. */
export async function startWorkers(boss: PgBoss) {
  const { pollSeconds } = jobSettings();
  const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds };
  await boss.work<{ id: number }>(
    QUEUES.mail,
    { ...polling, batchSize: 10, burstWhenBatchFull: true, includeMetadata: true, perJobResults: true },
    async (jobs) => deliverMailBatch(await getDb(), jobs as MailJob[]),
  );
  await boss.work<{ meetingId: number }>(QUEUES.invitationExpiry, polling, async ([job]) => {
    await expireInvitation(await getDb(), job!.data.meetingId);
  });
}
