import { and, asc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { banners } from './schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';

/** 'mm' association home slider, 'yp' directory home slider. */
export type BannerSite = 'mm' | 'yp';

const columns = { id: banners.id, image: banners.image, image_en: banners.image_en, image_phone: banners.image_phone, alt: banners.alt, alt_en: banners.alt_en, sequence: banners.sequence };

/** A banner's optional pictures: the English one and the phone one ('' for none). */
export const OPTIONAL_PICTURES = ['image_en', 'image_phone'] as const;
export type OptionalPicture = (typeof OPTIONAL_PICTURES)[number];
/** What a banner says in each language, and its optional pictures. */
export type BannerTexts = Record<OptionalPicture, string> & { alt: string; alt_en: string };

export function listBanners(db: Db | Tx, site: BannerSite) {
  return db.select(columns).from(banners).where(eq(banners.site, site)).orderBy(asc(banners.sequence), asc(banners.id));
}

/** A new banner goes to the end of the slider. */
export async function insertBanner(db: Db, site: BannerSite, image: string, texts: BannerTexts) {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(banners.sequence) }).from(banners).where(eq(banners.site, site));
    const [row] = await tx.insert(banners).values({ site, image, ...texts, sequence: (last ?? 0) + 1 }).returning(columns);
    return row;
  });
}

/**
 * Changes a banner's alt texts, and each optional picture that is given ('' drops it). Answers the banner and
 * the pictures it replaced (to be removed from storage).
 */
export async function updateBanner(db: Db, site: BannerSite, id: number, texts: Omit<BannerTexts, OptionalPicture> & Partial<Record<OptionalPicture, string>>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(banners).where(and(eq(banners.id, id), eq(banners.site, site))).for('update');
    if (!before) throw notFound('Баннер олдсонгүй.');
    const [row] = await tx.update(banners).set(texts).where(eq(banners.id, id)).returning(columns);
    const replaced = OPTIONAL_PICTURES.filter((key) => texts[key] !== undefined && before[key]).map((key) => before[key]);
    return { banner: row, replaced };
  });
}

/** Deletes a banner and closes the gap so the sequence stays 1..n. */
export async function deleteBanner(db: Db, site: BannerSite, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(and(eq(banners.id, id), eq(banners.site, site))).returning(columns);
    if (!row) throw notFound('Баннер олдсонгүй.');
    await renumber(tx, (await listBanners(tx, site)).map((b) => b.id));
    return row;
  });
}

async function renumber(tx: Tx, orderedIds: number[]) {
  for (const [i, id] of orderedIds.entries()) await tx.update(banners).set({ sequence: i + 1 }).where(eq(banners.id, id));
}

const CHANGED_MEANWHILE = 'Баннерын жагсаалт өөрчлөгдсөн байна. Хуудсаа дахин ачаална уу.';

/**
 * Moves the given banners to the given sequences (any subset: the spec's reorder swaps two neighbours) and
 * stores the slider renumbered 1..n. The request itself must not name a banner or a sequence twice (400);
 * a banner that is not in the slider, or a result where two banners share a sequence, means the list changed
 * since the editor loaded it (409), and nothing is saved.
 */
export async function reorderBanners(db: Db, site: BannerSite, changes: { id: number; sequence: number }[]) {
  const ids = changes.map((b) => b.id);
  if (new Set(ids).size !== ids.length || new Set(changes.map((b) => b.sequence)).size !== changes.length) {
    throw badRequest('Дараалал давхцаж байна.');
  }
  return db.transaction(async (tx) => {
    // Locked, so two editors' saves apply one after the other, each to the list the other left.
    const current = await tx.select({ id: banners.id, sequence: banners.sequence }).from(banners).where(eq(banners.site, site)).for('update');
    const sequenceOf = new Map(current.map((b) => [b.id, b.sequence]));
    if (ids.some((id) => !sequenceOf.has(id))) throw conflict(CHANGED_MEANWHILE);
    for (const { id, sequence } of changes) sequenceOf.set(id, sequence);
    const sequences = [...sequenceOf.values()];
    if (new Set(sequences).size !== sequences.length) throw conflict(CHANGED_MEANWHILE);
    await renumber(tx, [...sequenceOf].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id));
    return listBanners(tx, site);
  });
}
