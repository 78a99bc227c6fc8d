import { asc, and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { socialLinks } from './schema';
import { notFound } from '@/lib/api/errors';

const columns = { id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link };
const SITE = 'mm';

/** The association's social links (the conference keeps its own under site 'mw'). */
export function listSocialLinks(db: Db, list?: ListSql) {
  return db
    .select(columns)
    .from(socialLinks)
    .where(and(eq(socialLinks.site, SITE), list?.where))
    .orderBy(...orderOr(list, [asc(socialLinks.id)]));
}

export async function insertSocialLink(db: Db, values: { icon: string; link: string }) {
  const [row] = await db.insert(socialLinks).values({ ...values, site: SITE }).returning(columns);
  return row;
}

export async function updateSocialLink(db: Db, id: number, values: { icon: string; link: string }) {
  const [row] = await db
    .update(socialLinks)
    .set(values)
    .where(and(eq(socialLinks.id, id), eq(socialLinks.site, SITE)))
    .returning(columns);
  if (!row) throw notFound('Холбоос олдсонгүй.');
  return row;
}

export async function deleteSocialLink(db: Db, id: number) {
  const [row] = await db.delete(socialLinks).where(and(eq(socialLinks.id, id), eq(socialLinks.site, SITE))).returning(columns);
  if (!row) throw notFound('Холбоос олдсонгүй.');
  return row;
}
