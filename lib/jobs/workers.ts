import 'server-only';
import type { ScheduleJob } from '@/lib/publishing/schedule-jobs';
import type { PgBoss } from 'pg-boss';
import { getDb } from '@/lib/db/client';
import { deliverMailBatch, type MailJob } from '@/lib/mail/deliver';
import { expireInvitation } from '@/lib/meetings/expiry';
import { importTradeText } from '@/lib/trade/import';
import type { TradeImportJob } from '@/lib/trade/import-job';
import { cleanUp } from './cleanup';
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
  await boss.work<TradeImportJob>(QUEUES.tradeImport, polling, async ([job]) => {
    console.info(`[jobs] importing trades from ${job!.data.file}`);
    return importTradeText(await getDb(), job!.data.text);
  });
  await boss.work<ScheduleJob>(QUEUES.contentSchedule, polling, async ([job]) => {
    const { refreshScheduled } = await import('@/lib/publishing/schedule-jobs');
    await refreshScheduled(await getDb(), job!.data);
  });
  await boss.work(QUEUES.cleanup, async () => cleanUp(await getDb()));
  // One schedule per queue, shared by every instance: pg-boss fires it once, whichever instance is up.
  await boss.schedule(QUEUES.cleanup, jobSettings().cleanupCron, null, { tz: 'Asia/Ulaanbaatar' });
}

/** Stops this process's workers on every queue (each waits for the job it is running). */
export async function stopWorkers(boss: PgBoss) {
  await Promise.all(Object.values(QUEUES).map((queue) => boss.offWork(queue)));
}
