import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { membershipLogos } from './schema';
import type { insertMembershipForm, updateMembershipForm } from './validators';

/** Back-office reads and writes of the membership logos (/mm/membership, /mm/activity). Reads are uncached. */
const missing = () => notFound('Лого олдсонгүй.');

export function listMembership(db: Db) {
  return db.select().from(membershipLogos).orderBy(asc(membershipLogos.id));
}

export async function insertMembership(db: Db, { image, ...fields }: z.infer<typeof insertMembershipForm>) {
  const [logo] = await withUploads(async (store) =>
    db.insert(membershipLogos).values({ ...fields, logo: await store(image, IMAGE_UPLOAD) }).returning(),
  );
  invalidate(TAGS.logos);
  return logo;
}

export async function updateMembership(db: Db, { id, image, ...fields }: z.infer<typeof updateMembershipForm>) {
  const [previous] = await db.select().from(membershipLogos).where(eq(membershipLogos.id, id));
  if (!previous) throw missing();
  const logo = await withUploads(async (store) => {
    const url = image ? await store(image, IMAGE_UPLOAD) : previous.logo;
    const [row] = await db.update(membershipLogos).set({ ...fields, logo: url }).where(eq(membershipLogos.id, id)).returning();
    if (!row) throw missing();
    return row;
  });
  await removeReplaced(previous.logo, logo.logo);
  invalidate(TAGS.logos);
  return logo;
}

export async function deleteMembership(db: Db, id: number) {
  const [logo] = await db.delete(membershipLogos).where(eq(membershipLogos.id, id)).returning();
  if (!logo) throw missing();
  await removeStored(logo.logo);
  invalidate(TAGS.logos);
  return logo;
}
