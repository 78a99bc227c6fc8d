import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { banners } from './schema';
import { badRequest, notFound } from '@/lib/api/errors';

/** 'mm' association home slider, 'yp' directory home slider. */
export type BannerSite = 'mm' | 'yp';

const columns = { id: banners.id, image: banners.image, sequence: banners.sequence };

export function listBanners(db: Db | Tx, site: BannerSite) {
  return db.select(columns).from(banners).where(eq(banners.site, site)).orderBy(asc(banners.sequence), asc(banners.id));
}

/** A new banner goes to the end of the slider. */
export async function insertBanner(db: Db, site: BannerSite, image: string) {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(banners.sequence) }).from(banners).where(eq(banners.site, site));
    const [row] = await tx.insert(banners).values({ site, image, sequence: (last ?? 0) + 1 }).returning(columns);
    return row;
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

/**
 * Saves a new order in one transaction: every banner of the site exactly once, with distinct sequences.
 * The list is stored renumbered 1..n in the order of the given sequences.
 */
export async function reorderBanners(db: Db, site: BannerSite, order: { id: number; sequence: number }[]) {
  const ids = order.map((b) => b.id);
  if (new Set(ids).size !== ids.length || new Set(order.map((b) => b.sequence)).size !== order.length) {
    throw badRequest('Дараалал давхцаж байна.');
  }
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: banners.id }).from(banners).where(eq(banners.site, site));
    const known = ids.length ? await tx.select({ id: banners.id }).from(banners).where(and(eq(banners.site, site), inArray(banners.id, ids))) : [];
    if (known.length !== ids.length || existing.length !== ids.length) throw badRequest('Баннерын жагсаалт өөрчлөгдсөн байна. Хуудсаа дахин ачаална уу.');
    await renumber(tx, [...order].sort((a, b) => a.sequence - b.sequence).map((b) => b.id));
    return listBanners(tx, site);
  });
}
