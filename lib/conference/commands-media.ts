import 'server-only';
import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { agendas, galleryImages, presenters, weekLogos } from './schema';
import { changed, withReferences, withStoredImage } from './write-helpers';
import type {
  agendaInsertSchema,
  agendaUpdateSchema,
  galleryInsertSchema,
  logoInsertSchema,
  logoUpdateSchema,
  presenterInsertSchema,
  presenterUpdateSchema,
} from './validators';

/** Writes that carry images: presenters, agenda images, gallery photos and the organiser and sponsor logos. */

/** Records a row change; when it replaced or dropped an image, the old file goes too. */
async function done<T>(row: T | undefined, what: string, oldImage?: string | null): Promise<T> {
  const result = changed(row, what);
  if (oldImage) await removeStored(oldImage);
  return result;
}

/** Runs a write with a fresh image when one was sent, or without touching the stored one. */
function withOptionalImage<T>(image: Blob | undefined, write: (url?: string) => Promise<T>) {
  return image ? withStoredImage(image, write) : write();
}

// ── Presenters ──────────────────────────────────────────────────────────────
const NO_EVENT = 'Арга хэмжээ олдсонгүй.';

/** A new presenter goes to the end of the event's queue. */
export async function insertPresenter(db: DbOrTx, input: z.infer<typeof presenterInsertSchema>) {
  const { image, ...fields } = input;
  const row = await withStoredImage(image, (profile_img) =>
    withReferences(NO_EVENT, async () => {
      const [{ last }] = await db.select({ last: max(presenters.presenter_queue) }).from(presenters).where(eq(presenters.event_id, fields.event_id));
      const [inserted] = await db
        .insert(presenters)
        .values({ ...fields, profile_img, presenter_queue: (last ?? 0) + 1 })
        .returning();
      return inserted;
    }),
  );
  return done(row, 'Илтгэгч');
}

export async function updatePresenter(db: DbOrTx, input: z.infer<typeof presenterUpdateSchema>) {
  const { id, image, ...fields } = input;
  const [current] = await db.select({ profile_img: presenters.profile_img }).from(presenters).where(eq(presenters.id, id));
  if (!current) throw notFound('Илтгэгч олдсонгүй.');
  const row = await withOptionalImage(image, (profile_img) =>
    withReferences(NO_EVENT, async () => {
      const [updated] = await db
        .update(presenters)
        .set({ ...fields, ...(profile_img ? { profile_img } : {}) })
        .where(eq(presenters.id, id))
        .returning();
      return updated;
    }),
  );
  return done(row, 'Илтгэгч', image && row ? current.profile_img : null);
}

export async function deletePresenter(db: DbOrTx, id: number) {
  const [row] = await db.delete(presenters).where(eq(presenters.id, id)).returning();
  return done(row, 'Илтгэгч', row?.profile_img);
}

// ── Agenda images ───────────────────────────────────────────────────────────
const NO_DATE_OR_LANGUAGE = 'Сонгосон өдөр эсвэл хэл олдсонгүй.';

export async function insertAgenda(db: DbOrTx, input: z.infer<typeof agendaInsertSchema>) {
  const { image, ...fields } = input;
  const row = await withStoredImage(image, (agenda_image) =>
    withReferences(NO_DATE_OR_LANGUAGE, async () => (await db.insert(agendas).values({ ...fields, agenda_image }).returning())[0]),
  );
  return done(row, 'Хөтөлбөр');
}

export async function updateAgenda(db: DbOrTx, input: z.infer<typeof agendaUpdateSchema>) {
  const { id, image, ...fields } = input;
  const [current] = await db.select({ agenda_image: agendas.agenda_image }).from(agendas).where(eq(agendas.id, id));
  if (!current) throw notFound('Хөтөлбөр олдсонгүй.');
  const row = await withOptionalImage(image, (agenda_image) =>
    withReferences(NO_DATE_OR_LANGUAGE, async () => {
      const [updated] = await db
        .update(agendas)
        .set({ ...fields, ...(agenda_image ? { agenda_image } : {}) })
        .where(eq(agendas.id, id))
        .returning();
      return updated;
    }),
  );
  return done(row, 'Хөтөлбөр', image && row ? current.agenda_image : null);
}

export async function deleteAgenda(db: DbOrTx, id: number) {
  const [row] = await db.delete(agendas).where(eq(agendas.id, id)).returning();
  return done(row, 'Хөтөлбөр', row?.agenda_image);
}

// ── Gallery ─────────────────────────────────────────────────────────────────
export const GALLERY_ADDED = 'Амжилттай нэмэгдлээ.';

/**
 * Adds several photos to one event date. Every file is checked and stored first; the rows are then
 * written by one (atomic) insert, and if anything fails no stored file is left behind.
 */
export async function insertGallery(db: DbOrTx, input: z.infer<typeof galleryInsertSchema>) {
  const urls: string[] = [];
  try {
    for (const image of input.images) urls.push(await withStoredImage(image, async (url) => url));
    const images = await withReferences('Сонгосон өдөр олдсонгүй.', () =>
      db
        .insert(galleryImages)
        .values(urls.map((image) => ({ event_date_id: input.event_date_id, image })))
        .returning({ id: galleryImages.id, image: galleryImages.image }),
    );
    invalidate(TAGS.conference);
    return { message: GALLERY_ADDED, images };
  } catch (error) {
    await Promise.all(urls.map((url) => removeStored(url)));
    throw error;
  }
}

export async function deleteGalleryImage(db: DbOrTx, id: number) {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return done(row, 'Зураг', row?.image);
}

// ── Organiser and sponsor logos (the home page's row; sponsors for the sponsor block) ──
export async function insertLogo(db: DbOrTx, input: z.infer<typeof logoInsertSchema>) {
  const { image, ...fields } = input;
  const row = await withStoredImage(image, async (logo) => (await db.insert(weekLogos).values({ ...fields, logo }).returning())[0]);
  return done(row, 'Лого');
}

export async function updateLogo(db: DbOrTx, input: z.infer<typeof logoUpdateSchema>) {
  const { id, image, ...fields } = input;
  const [current] = await db.select({ logo: weekLogos.logo }).from(weekLogos).where(eq(weekLogos.id, id));
  if (!current) throw notFound('Лого олдсонгүй.');
  const row = await withOptionalImage(image, async (logo) => (await db.update(weekLogos).set({ ...fields, ...(logo ? { logo } : {}) }).where(eq(weekLogos.id, id)).returning())[0]);
  return done(row, 'Лого', image && row ? current.logo : null);
}

export async function deleteLogo(db: DbOrTx, id: number) {
  const [row] = await db.delete(weekLogos).where(eq(weekLogos.id, id)).returning();
  return done(row, 'Лого', row?.logo);
}
