/**
 * Imports an export of the commodity exchange into the trades and notices tables:
 *   npm run import:trades -- FILE.csv|FILE.json
 * CSV: a header row with the column names (seller_name, product_name, trade_datetime, … for trades;
 * seller_name, order_num, type, sell_datetime, quantity, lot_size, … for notices). JSON: {"trades": [...],
 * "notices": [...]} or an array of such rows. Re-importing the same rows changes nothing. Prints the report
 * and exits with 1 when any row was rejected.
 *
 * With PostgreSQL (DATABASE_URL) the import is queued as a job and a running server's worker runs it, which
 * expires that server's cached trade pages at once; the script waits for the report (--direct imports here
 * instead, e.g. when no server is running). With the embedded database (PGlite) stop the server first: one
 * process owns the data directory, and the import runs here.
 */
import fs from 'node:fs';
import { closeDb, getDb } from '@/lib/db/client';
import { importTradeText } from '@/lib/trade/import';
import { awaitTradeImport, queueTradeImport } from '@/lib/trade/import-job';
import { getBoss } from '@/lib/jobs/boss';
import type { ImportReport } from '@/lib/trade/import-types';

function print(report: ImportReport) {
  for (const kind of ['trades', 'notices'] as const) {
    const c = report[kind];
    console.log(`${kind}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged`);
  }
  console.log(`accepted: ${report.accepted}, rejected: ${report.rejectedCount}`);
  for (const r of report.rejected) console.log(`  ${r.kind} row ${r.row}: ${r.reasons.join('; ')}`);
  if (report.rejectedCount > report.rejected.length) console.log(`  … and ${report.rejectedCount - report.rejected.length} more`);
}

/** Queues the import for the server's worker and waits for its report (this process works no jobs). */
async function throughServer(text: string, file: string) {
  process.env.JOB_WORKER = 'off';
  const boss = await getBoss();
  const id = await queueTradeImport(boss, { text, file });
  console.log(`queued as job ${id}; waiting for the server's worker …`);
  const report = await awaitTradeImport(boss, id, 60_000);
  if (!report) {
    await boss.cancel('trade-import', id); // not left behind to run whenever a server next starts
    throw new Error(`No server took job ${id} within a minute: is the server running? (or run with --direct)`);
  }
  await boss.stop({ graceful: false });
  return report;
}

async function main() {
  const args = process.argv.slice(2);
  const direct = args.includes('--direct') || !process.env.DATABASE_URL;
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run import:trades -- FILE.csv|FILE.json [--direct]');
    process.exit(2);
  }
  const text = fs.readFileSync(file, 'utf8');
  const db = await getDb();
  try {
    const report = direct ? await importTradeText(db, text) : await throughServer(text, file);
    print(report);
    process.exitCode = report.rejectedCount > 0 ? 1 : 0;
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
