import { asc, eq } from 'drizzle-orm';
import { eventDates, halls, presenters } from '@/lib/conference/schema';
import { sessionSpeakers, sessions } from '@/lib/conference/programme-schema';
import { companies } from '@/lib/directory/schema';
import type { Tx } from '@/lib/db/client';
import { insertRows } from './insert';
import { seedFiles } from './assets';
import { PROGRAMME, SPEAKER_DETAILS } from './content/programme';
import { MINING_WEEK_2025 } from './conference';

/**
 * The programme of event 3 as data (runs after the directory, so a speaker can link to a listed company):
 * its presenters gain bios, and 46 sessions fill three days in the four halls.
 */
export async function seedProgramme(tx: Tx) {
  const speakers = await tx.select({ id: presenters.id }).from(presenters).where(eq(presenters.event_id, MINING_WEEK_2025)).orderBy(asc(presenters.presenter_queue), asc(presenters.id));
  // The first two speakers' companies are listed in the directory in the demo, so the link shows.
  const listed = await tx.select({ id: companies.id }).from(companies).where(eq(companies.approval, true)).orderBy(asc(companies.id)).limit(2);
  for (const [i, s] of speakers.entries()) {
    const [bio_mn, bio_en, company, country] = SPEAKER_DETAILS[i % SPEAKER_DETAILS.length];
    await tx.update(presenters).set({ bio_mn, bio_en, company, country, company_id: listed[i]?.id ?? null }).where(eq(presenters.id, s.id));
  }
  const days = await tx.select({ id: eventDates.id, day: eventDates.day }).from(eventDates).where(eq(eventDates.event_id, MINING_WEEK_2025));
  const hallIds = (await tx.select({ id: halls.id }).from(halls).where(eq(halls.event_id, MINING_WEEK_2025)).orderBy(asc(halls.id))).map((h) => h.id);
  const dayId = (day: number) => days.find((d) => d.day === day)!.id;
  await insertRows(
    tx,
    sessions,
    PROGRAMME.map(([day, hall, starts_at, ends_at, type, title_mn, title_en, description_mn, description_en, who], i) => ({
      event_id: MINING_WEEK_2025,
      event_date_id: dayId(day),
      hall_id: hallIds[hall - 1],
      starts_at,
      ends_at,
      type,
      title_mn,
      title_en,
      description_mn,
      description_en,
      slides_url: type === 'talk' || type === 'keynote' ? seedFiles.presentationPdf(i) : '',
      stream_url: hall === 1 ? 'https://www.youtube.com/@miningweek' : '',
    })),
  );
  const ids = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.event_id, MINING_WEEK_2025)).orderBy(asc(sessions.id));
  await insertRows(
    tx,
    sessionSpeakers,
    PROGRAMME.flatMap((row, i) => row[9].map((speaker, position) => ({ session_id: ids[i].id, presenter_id: speakers[speaker].id, position }))),
  );
}
