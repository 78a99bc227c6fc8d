import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/lib/db/client';
import { removeStored } from '@/lib/storage';
import { agendas, eventDates, galleryImages, halls } from './schema';
import { changed, withReferences } from './write-helpers';
import type {
  eventDateSchema,
  eventDateUpdateSchema,
  hallSchema,
  hallUpdateSchema,
} from './validators';

/** Writes of the event's days and halls, on which the public agenda, gallery and programme depend. */

const NO_EVENT = 'Арга хэмжээ олдсонгүй.';

// ── Event dates ─────────────────────────────────────────────────────────────
export async function insertEventDate(db: DbOrTx, input: z.infer<typeof eventDateSchema>) {
  const [row] = await withReferences(NO_EVENT, () => db.insert(eventDates).values(input).returning());
  return changed(row, 'Өдөр');
}

export async function updateEventDate(db: DbOrTx, input: z.infer<typeof eventDateUpdateSchema>) {
  const { id, ...fields } = input;
  const [row] = await withReferences(NO_EVENT, () => db.update(eventDates).set(fields).where(eq(eventDates.id, id)).returning());
  return changed(row, 'Өдөр');
}

/** Deleting a day also deletes its agenda images, gallery photos and sessions (and the images' files). */
export async function deleteEventDate(db: Db, id: number) {
  const { row, files } = await db.transaction(async (tx) => {
    const agendaFiles = await tx.select({ url: agendas.agenda_image }).from(agendas).where(eq(agendas.event_date_id, id));
    const galleryFiles = await tx.select({ url: galleryImages.image }).from(galleryImages).where(eq(galleryImages.event_date_id, id));
    const [deleted] = await tx.delete(eventDates).where(eq(eventDates.id, id)).returning();
    return { row: deleted, files: [...agendaFiles, ...galleryFiles].map((f) => f.url) };
  });
  const result = changed(row, 'Өдөр');
  await Promise.all(files.map((url) => removeStored(url)));
  return result;
}

// ── Halls ───────────────────────────────────────────────────────────────────
export async function insertHall(db: DbOrTx, input: z.infer<typeof hallSchema>) {
  const [row] = await withReferences(NO_EVENT, () => db.insert(halls).values(input).returning());
  return changed(row, 'Танхим');
}

export async function updateHall(db: DbOrTx, input: z.infer<typeof hallUpdateSchema>) {
  const { id, ...fields } = input;
  const [row] = await withReferences(NO_EVENT, () => db.update(halls).set(fields).where(eq(halls.id, id)).returning());
  return changed(row, 'Танхим');
}

/** A hall that still has sessions is not deleted (the sessions' foreign key restricts it). */
export async function deleteHall(db: DbOrTx, id: number) {
  const [row] = await withReferences('Танхимд хуралдаан байгаа тул устгах боломжгүй.', () => db.delete(halls).where(eq(halls.id, id)).returning());
  return changed(row, 'Танхим');
}
