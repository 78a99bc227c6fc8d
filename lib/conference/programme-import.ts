import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { badRequest } from '@/lib/api/errors';
import { readSheetUpload } from '@/lib/spreadsheets/read-upload';
import { eventDates, halls, presenters } from './schema';
import { sessions } from './programme-schema';
import { setSpeakers } from './programme-admin';
import { PROGRAMME_IMPORT_COLUMNS } from './programme-constants';
import { sessionSchema, type SessionInput } from './programme-validators';
import { invalidate, TAGS } from '@/lib/cache';

export const PROGRAMME_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** A programme is a few hundred sessions at most; the bound keeps one upload's work small. */
const LIMITS = { maxRows: 1000, maxColumns: 30 };
const REQUIRED = ['day', 'hall', 'starts_at', 'ends_at', 'title_mn'] as const;

export type ImportRow = { row: number; title_mn: string; reasons: string[] };
export type ProgrammeImport = { dry_run: boolean; imported: number; accepted: ImportRow[]; rejected: ImportRow[] };

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
/** '9:00', '09:00:00' or an Excel time read as '1899-12-30T09:00:00Z' → '09:00'; anything else is left for the schema to refuse. */
const clock = (s: string) => {
  const m = /(\d{1,2}):(\d{2})/.exec(s);
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : s.trim();
};

/** The event's days by number, halls and speakers by either name, to turn a row's words into ids. */
async function lookupsOf(db: Db, eventId: number) {
  const [days, hallRows, speakerRows] = await Promise.all([
    db.select({ id: eventDates.id, day: eventDates.day }).from(eventDates).where(eq(eventDates.event_id, eventId)),
    db.select({ id: halls.id, mn: halls.hall_name, en: halls.hall_name_en }).from(halls).where(eq(halls.event_id, eventId)),
    db.select({ id: presenters.id, mn: presenters.name_mn, en: presenters.name_en }).from(presenters).where(eq(presenters.event_id, eventId)),
  ]);
  const byName = (rows: { id: number; mn: string; en: string }[]) => new Map(rows.flatMap((r) => [[key(r.en), r.id], [key(r.mn), r.id]] as const).filter(([k]) => k));
  return { day: new Map(days.map((d) => [String(d.day), d.id])), hall: byName(hallRows), speaker: byName(speakerRows) };
}

/** One row checked as the session form is: the reasons it is refused, or the session to add. */
function checkRow(record: Record<string, string>, eventId: number, lookups: Awaited<ReturnType<typeof lookupsOf>>): { session?: SessionInput; reasons: string[] } {
  const reasons: string[] = [];
  const eventDateId = lookups.day.get(record.day!.trim());
  if (record.day && !eventDateId) reasons.push(`${record.day}-р өдөр энэ арга хэмжээнд алга.`);
  const hallId = lookups.hall.get(key(record.hall!));
  if (record.hall && !hallId) reasons.push(`«${record.hall}» танхим алга.`);
  const names = record.speakers!.split(';').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !lookups.speaker.has(key(n)));
  if (unknown.length) reasons.push(`Илтгэгч олдсонгүй: ${unknown.join(', ')}.`);
  const parsed = sessionSchema.safeParse({
    ...record,
    event_id: eventId,
    event_date_id: eventDateId ?? '',
    hall_id: hallId ?? '',
    starts_at: clock(record.starts_at!),
    ends_at: clock(record.ends_at!),
    type: record.type!.trim().toLowerCase() || 'talk',
    speakers: names.filter((n) => lookups.speaker.has(key(n))).map((n) => ({ presenter_id: lookups.speaker.get(key(n)) })),
  });
  // The day and hall already have a reason when they were not found.
  if (!parsed.success) reasons.push(...parsed.error.issues.filter((i) => !(i.path[0] === 'event_date_id' && record.day) && !(i.path[0] === 'hall_id' && record.hall)).map((i) => i.message));
  return reasons.length || !parsed.success ? { reasons: [...new Set(reasons)] } : { session: parsed.data, reasons };
}

/**
 * Imports an event's programme from a CSV or XLSX file: each row is checked as the session form checks it and
 * refused rows are listed with their reasons; the accepted rows are added together (or, on a dry run, only
 * reported). Double bookings are not refused (the form warns of them too): the sessions grid and the timetable
 * preview show them after the import.
 */
export async function importProgramme(db: Db, file: File, eventId: number, dryRun: boolean): Promise<ProgrammeImport> {
  const [header, ...rows] = await readSheetUpload(file, LIMITS);
  const names = header?.cells.map(key) ?? [];
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) throw badRequest(`Файлын эхний мөрөнд ${PROGRAMME_IMPORT_COLUMNS.join(', ')} баганууд байна. Дутуу: ${missing.join(', ')}.`);
  if (rows.length === 0) throw badRequest('Файлд хуралдаан алга.');
  const lookups = await lookupsOf(db, eventId);
  const accepted: (ImportRow & { session: SessionInput })[] = [];
  const rejected: ImportRow[] = [];
  for (const { number, cells } of rows) {
    const record = Object.fromEntries(PROGRAMME_IMPORT_COLUMNS.map((c) => [c, names.includes(c) ? (cells[names.indexOf(c)] ?? '') : '']));
    const { session, reasons } = checkRow(record, eventId, lookups);
    const title_mn = record.title_mn!.trim();
    if (session) accepted.push({ row: number, title_mn, reasons: [], session });
    else rejected.push({ row: number, title_mn, reasons });
  }
  if (!dryRun && accepted.length) {
    await db.transaction(async (tx) => {
      for (const { session } of accepted) {
        const { speakers, ...fields } = session;
        const [saved] = await tx.insert(sessions).values(fields).returning({ id: sessions.id });
        await setSpeakers(tx, saved!.id, speakers);
      }
    });
    invalidate(TAGS.conference);
  }
  return { dry_run: dryRun, imported: dryRun ? 0 : accepted.length, accepted: accepted.map(({ session: _s, ...row }) => row), rejected };
}
