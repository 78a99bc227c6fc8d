import 'server-only';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { memberCompanies } from './schema';
import { LOGO_MESSAGES } from './form-messages';
import type { CompanyInsert, CompanyUpdate } from './validators';

/**
 * Back-office reads and writes of the member companies, whose e-mails the member self-assessment recognises.
 * An e-mail already registered answers 200 with a message and no member (the screen shows it for 5 s).
 */
const missing = () => notFound('Гишүүн байгууллага олдсонгүй.');
const duplicate = { message: LOGO_MESSAGES.duplicateEmail } as const;

/** The unique e-mail index refused the row: another save took the e-mail between our check and our write. */
function isDuplicateEmail(error: unknown) {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/** Runs a save; an e-mail taken by a concurrent save becomes the same answer as one taken before. */
async function unlessDuplicate<T>(save: () => Promise<T>) {
  try {
    return { member: await save() };
  } catch (error) {
    if (isDuplicateEmail(error)) return duplicate;
    throw error;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const memberCompanyListSpec = defineList({ id: memberCompanies.id, shape: { name: z.string().trim().max(200).optional() }, rows: 'members', file: 'member-companies' }, {
  name: { sql: memberCompanies.name, kind: 'text', label: 'Нэр' },
  email: { sql: memberCompanies.email, kind: 'text', label: 'Цахим шуудан' },
  active: { sql: memberCompanies.active, kind: 'boolean', label: 'Идэвхтэй' },
  created_at: { sql: memberCompanies.created_at, kind: 'date', label: 'Огноо' },
});

export function listCompanies(db: Db, { name }: { name?: string }, list?: ListSql) {
  return db
    .select()
    .from(memberCompanies)
    .where(and(name ? ilike(memberCompanies.name, `%${escapeLike(name)}%`) : undefined, list?.where))
    .orderBy(...orderOr(list, [asc(memberCompanies.name), asc(memberCompanies.id)]));
}

async function emailTaken(db: Db, email: string, exceptId?: number) {
  const sameEmail = sql`lower(${memberCompanies.email}) = ${email.toLowerCase()}`;
  return (await db.$count(memberCompanies, exceptId ? and(sameEmail, ne(memberCompanies.id, exceptId)) : sameEmail)) > 0;
}

export async function insertCompany(db: Db, { image, ...fields }: CompanyInsert) {
  // Checked before the logo is stored; the unique index still decides when two saves race.
  if (await emailTaken(db, fields.email)) return duplicate;
  const result = await unlessDuplicate(() =>
    withUploads(async (store) => {
      const [row] = await db
        .insert(memberCompanies)
        .values({ ...fields, logo: await store(image, IMAGE_UPLOAD) })
        .returning();
      return row;
    }),
  );
  invalidate(TAGS.logos, TAGS.assessment);
  return result;
}

export async function updateCompany(db: Db, { id, image, ...fields }: CompanyUpdate) {
  const [previous] = await db.select().from(memberCompanies).where(eq(memberCompanies.id, id));
  if (!previous) throw missing();
  if (await emailTaken(db, fields.email, id)) return duplicate;
  const result = await unlessDuplicate(() =>
    withUploads(async (store) => {
      const logo = image ? await store(image, IMAGE_UPLOAD) : previous.logo;
      const [row] = await db.update(memberCompanies).set({ ...fields, logo }).where(eq(memberCompanies.id, id)).returning();
      if (!row) throw missing();
      return row;
    }),
  );
  if ('member' in result) await removeReplaced(previous.logo, result.member.logo);
  invalidate(TAGS.logos, TAGS.assessment);
  return result;
}

export async function deleteCompany(db: Db, id: number) {
  const [member] = await db.delete(memberCompanies).where(eq(memberCompanies.id, id)).returning();
  if (!member) throw missing();
  await removeStored(member.logo);
  invalidate(TAGS.logos, TAGS.assessment);
  return member;
}
