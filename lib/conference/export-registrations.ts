import 'server-only';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { registrationsForExport } from './queries-admin';
import { toCsv, toXlsx, type Sheet } from './spreadsheet';
import type { registrationExportQuery } from './validators';

const HEADERS = ['Компани', 'Нэр', 'Овог', 'Улс', 'Цахим шуудан', 'Утасны дугаар', 'Бүртгүүлсэн огноо'];

/** Ulaanbaatar time (UTC+8, no daylight saving) as staff read it: 2025-09-11 09:30. */
const ulaanbaatarTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The registrations of the current filter (event, search) as a CSV or XLSX download. */
export async function exportRegistrations(db: DbOrTx, query: z.infer<typeof registrationExportQuery>): Promise<Response> {
  const rows = await registrationsForExport(db, query);
  const sheet: Sheet = {
    headers: HEADERS,
    rows: rows.map((r) => [r.company, r.first_name, r.last_name, r.country, r.email, r.phone_number, ulaanbaatarTime(r.created_at)]),
  };
  const name = `registrations-event-${query.event}-${new Date().toISOString().slice(0, 10)}`;
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
