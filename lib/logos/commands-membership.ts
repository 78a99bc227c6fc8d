import 'server-only';
import { asc, eq, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { membershipLogos } from './schema';
import type { insertMembershipForm, updateMembershipForm } from './validators';

/** Back-office reads and writes of the membership logos (/mm/membership, /mm/activity). Reads are uncached. */
const missing = () => notFound('Лого олдсонгүй.');

const flag = (column: AnyColumn, label: string) => ({ sql: column, kind: 'boolean' as const, label });
export const membershipListSpec = defineList({ id: membershipLogos.id, shape: {}, rows: 'logos', file: 'membership' }, {
  name: { sql: membershipLogos.name, kind: 'text', label: 'Нэр' },
  link: { sql: membershipLogos.link, kind: 'text', label: 'Холбоос' },
  board_member: flag(membershipLogos.board_member, 'ТУЗ-ийн гишүүн'),
  main_member: flag(membershipLogos.main_member, 'Үндсэн гишүүн'),
  public_relations_committee: flag(membershipLogos.public_relations_committee, 'Олон нийттэй харилцах хороо'),
  environment_committee: flag(membershipLogos.environment_committee, 'Байгаль орчны хороо'),
  legal_committee: flag(membershipLogos.legal_committee, 'Хууль эрх зүйн хороо'),
  logistics_committee: flag(membershipLogos.logistics_committee, 'Логистикийн хороо'),
});

export function listMembership(db: Db, list?: ListSql) {
  return db
    .select()
    .from(membershipLogos)
    .where(list?.where)
    .orderBy(...orderOr(list, [asc(membershipLogos.id)]));
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
