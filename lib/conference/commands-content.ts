import 'server-only';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { socialLinks } from '@/lib/site/schema';
import { footerContacts, weekCategories } from './schema';
import { listSocialLinks, MW_SITE } from './queries';
import { changed } from './write-helpers';
import type {
  categorySchema,
  categoryUpdateSchema,
  footerSchema,
  footerUpdateSchema,
  socialLinkSchema,
  socialLinkUpdateSchema,
} from './validators';

/** Writes of the conference menu, social links and footer contacts. Each invalidates the public shell. */

// ── Menu categories ─────────────────────────────────────────────────────────
/** A new menu takes the next free cid unless the admin chose one. */
export async function insertCategory(db: DbOrTx, input: z.infer<typeof categorySchema>) {
  const cid = input.cid ?? ((await db.select({ top: max(weekCategories.cid) }).from(weekCategories))[0]?.top ?? 0) + 1;
  const [row] = await db
    .insert(weekCategories)
    .values({ ...input, cid, pid: input.pid ?? null, link: input.link ?? '' })
    .returning();
  return changed(row, 'Цэс');
}

export async function updateCategory(db: DbOrTx, input: z.infer<typeof categoryUpdateSchema>) {
  const { cid, ...fields } = input;
  const [row] = await db
    .update(weekCategories)
    .set({ ...fields, pid: fields.pid ?? null, link: fields.link ?? '' })
    .where(eq(weekCategories.cid, cid))
    .returning();
  return changed(row, 'Цэс');
}

export async function deleteCategory(db: DbOrTx, cid: number) {
  const [row] = await db.delete(weekCategories).where(eq(weekCategories.cid, cid)).returning();
  return changed(row, 'Цэс');
}

// ── Social links (the 'mw' rows of the shared table) ───────────────────────
function changedLink<T>(row: T | undefined): T {
  const result = changed(row, 'Холбоос');
  invalidate(TAGS.socialLinks);
  return result;
}

export async function insertSocialLink(db: DbOrTx, input: z.infer<typeof socialLinkSchema>) {
  const [row] = await db
    .insert(socialLinks)
    .values({ ...input, site: MW_SITE })
    .returning({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link });
  return changedLink(row);
}

export async function updateSocialLink(db: DbOrTx, input: z.infer<typeof socialLinkUpdateSchema>) {
  const [row] = await db
    .update(socialLinks)
    .set({ icon: input.icon, link: input.link })
    .where(and(eq(socialLinks.id, input.id), eq(socialLinks.site, MW_SITE)))
    .returning({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link });
  return changedLink(row);
}

/** Deletes a link and answers the updated list, as the spec's call does. */
export async function deleteSocialLink(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(socialLinks)
    .where(and(eq(socialLinks.id, id), eq(socialLinks.site, MW_SITE)))
    .returning({ id: socialLinks.id });
  changedLink(row);
  return listSocialLinks(db);
}

// ── Footer contacts ─────────────────────────────────────────────────────────
export async function insertFooter(db: DbOrTx, input: z.infer<typeof footerSchema>) {
  const [row] = await db.insert(footerContacts).values(input).returning();
  return changed(row, 'Холбоо барих мэдээлэл');
}

export async function updateFooter(db: DbOrTx, input: z.infer<typeof footerUpdateSchema>) {
  const [row] = await db
    .update(footerContacts)
    .set({ type: input.type, information: input.information })
    .where(eq(footerContacts.id, input.id))
    .returning();
  return changed(row, 'Холбоо барих мэдээлэл');
}

export async function deleteFooter(db: DbOrTx, id: number) {
  const [row] = await db.delete(footerContacts).where(eq(footerContacts.id, id)).returning();
  return changed(row, 'Холбоо барих мэдээлэл');
}
