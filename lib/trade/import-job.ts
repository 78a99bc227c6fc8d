import 'server-only';
import type { PgBoss } from 'pg-boss';
import { QUEUES } from '@/lib/jobs/queues';
import type { ImportReport } from './import-types';

/*
 * The trade import as a job: `npm run import:trades` with PostgreSQL queues the file's text and waits while a
 * running server's worker imports it, so the import expires that server's cached trade pages as an upload on
 * /admin/trade does. The worker runs importTradeText (lib/trade/import.ts) and stores its report as the output.
 */

export type TradeImportJob = { text: string; file: string };

export async function queueTradeImport(boss: PgBoss, job: TradeImportJob): Promise<string> {
  const id = await boss.send(QUEUES.tradeImport, job, { retryLimit: 0, expireInSeconds: 900 });
  if (!id) throw new Error('The trade import was not queued.');
  return id;
}

/** Waits for the job to finish: its report, or the error it failed with; null if no worker took it in time. */
export async function awaitTradeImport(boss: PgBoss, id: string, timeoutMs: number): Promise<ImportReport | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById<TradeImportJob>(QUEUES.tradeImport, id);
    if (job?.state === 'completed') return job.output as ImportReport;
    if (job?.state === 'failed') throw new Error(`The import failed: ${JSON.stringify(job.output)}`);
    if (job?.state !== 'active' && Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
