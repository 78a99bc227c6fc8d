import 'server-only';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { toCsv } from '@/lib/spreadsheets/csv-write';
import { toXlsx } from '@/lib/spreadsheets/xlsx-write';
import type { Sheet } from '@/lib/spreadsheets/sheet';
import { registrationsForExport } from './queries-admin';
import type { registrationExportQuery } from './validators';

const COLUMNS = [
  { header: 'Компани', width: 32 },
  { header: 'Нэр', width: 18 },
  { header: 'Овог', width: 18 },
  { header: 'Улс', width: 16 },
  { header: 'Цахим шуудан', width: 32 },
  { header: 'Утасны дугаар', width: 18 },
  { header: 'Бүртгүүлсэн огноо', width: 20 },
];

/** The registrations of the current filter (event, search) as a CSV or XLSX download, dates in Ulaanbaatar time. */
export async function exportRegistrations(db: DbOrTx, query: z.infer<typeof registrationExportQuery>): Promise<Response> {
  const rows = await registrationsForExport(db, query);
  const sheet: Sheet = {
    columns: COLUMNS,
    rows: rows.map((r) => [r.company, r.first_name, r.last_name, r.country, r.email, r.phone_number, r.created_at]),
  };
  // Named with the Ulaanbaatar day, the calendar the rows' dates are written in.
  const name = `registrations-event-${query.event}-${ubDay(new Date())}`;
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (query.format === 'xlsx') {
    const bytes = await toXlsx('Бүртгэл', sheet);
    return new Response(bytes as BodyInit, {
      headers: {
        ...headers,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${name}.xlsx"`,
      },
    });
  }
  return new Response(toCsv(sheet), {
    headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
  });
}
