/**
 * Imports an export of the commodity exchange into the trades and notices tables:
 *   npm run import:trades -- FILE.csv|FILE.json
 * CSV: a header row with the column names (seller_name, product_name, trade_datetime, … for trades;
 * seller_name, order_num, type, sell_datetime, quantity, lot_size, … for notices). JSON: {"trades": [...],
 * "notices": [...]} or an array of such rows. Re-importing the same rows changes nothing. Prints the report
 * and exits with 1 when any row was rejected.
 *
 * With the embedded database (PGlite) stop the server first: one process owns the data directory. A running
 * server shows imported rows once its cached trade data expires (within ten minutes); the admin upload on
 * /admin/trade refreshes the public pages at once.
 */
import fs from 'node:fs';
import { closeDb, getDb } from '@/lib/db/client';
import { importTradeText } from '@/lib/trade/import';
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

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run import:trades -- FILE.csv|FILE.json');
    process.exit(2);
  }
  const text = fs.readFileSync(file, 'utf8');
  const db = await getDb();
  try {
    const report = await importTradeText(db, text);
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
