import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { Db } from '@/lib/db/client';
import { badRequest, notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, withUploads, type StoreUpload } from '@/lib/files/stored-uploads';
import { aboutUs } from './schema';
import { isDefaultPicture } from './default-pictures';
import type { AboutInsert, AboutUpdate, PictureChoice } from './validators';

/**
 * Back-office reads and writes of the About Us people (/mm/about) and the auditors (/mm/page/20).
 * Pictures may be shared (an auditor can reuse a previously uploaded one), so a file is removed only when
 * no record uses it any more.
 */
const missing = () => notFound('Мэдээлэл олдсонгүй.');

/** Columns a category does not use are stored empty, so a record never keeps another category's data. */
const BLANK = { years_of_work: '', position: '', position_en: '', company: '', company_en: '', email: '' };

const columnsOf = (fields: Omit<AboutInsert, 'image'>) => ({ ...BLANK, ...fields });

export const aboutListSpec = defineList({ id: aboutUs.id, shape: {}, rows: 'about', file: 'about-us' }, {
  about_category: { sql: aboutUs.about_category, kind: 'text', label: 'Ангилал' },
  name: { sql: aboutUs.name, kind: 'text', label: 'Нэр' },
  name_en: { sql: aboutUs.name_en, kind: 'text', label: 'Name' },
  position: { sql: aboutUs.position, kind: 'text', label: 'Албан тушаал' },
  company: { sql: aboutUs.company, kind: 'text', label: 'Байгууллага' },
  email: { sql: aboutUs.email, kind: 'text', label: 'Цахим шуудан' },
  years_of_work: { sql: aboutUs.years_of_work, kind: 'text', label: 'Ажилласан жил' },
  sequence: { sql: aboutUs.sequence, kind: 'number', label: 'Дараалал' },
  created_at: { sql: aboutUs.created_at, kind: 'date', label: 'Огноо' },
});

export function listAbout(db: Db, list?: ListSql) {
  return db
    .select()
    .from(aboutUs)
    .where(list?.where)
    .orderBy(...orderOr(list, [asc(aboutUs.about_category), asc(aboutUs.sequence), asc(aboutUs.id)]));
}

/** An upload is stored; a URL must be a default picture or one a record already uses. */
async function resolvePicture(db: Db, store: StoreUpload, choice: PictureChoice): Promise<string | undefined> {
  if (choice === undefined) return undefined;
  if (typeof choice !== 'string') return store(choice, IMAGE_UPLOAD);
  if (isDefaultPicture(choice)) return choice;
  const used = await db.$count(aboutUs, eq(aboutUs.profile, choice));
  if (!used) throw badRequest('Сонгосон зураг олдсонгүй.');
  return choice;
}

async function removeIfUnused(db: Db, url: string) {
  if (isDefaultPicture(url)) return;
  if ((await db.$count(aboutUs, eq(aboutUs.profile, url))) === 0) await removeStored(url);
}

export async function insertAbout(db: Db, { image, ...fields }: AboutInsert) {
  const person = await withUploads(async (store) => {
    const profile = (await resolvePicture(db, store, image))!;
    const [{ last }] = await db
      .select({ last: max(aboutUs.sequence) })
      .from(aboutUs)
      .where(eq(aboutUs.about_category, fields.about_category));
    const [row] = await db
      .insert(aboutUs)
      .values({ ...columnsOf(fields), profile, sequence: (last ?? 0) + 1 })
      .returning();
    return row;
  });
  invalidate(TAGS.about);
  return person;
}

export async function updateAbout(db: Db, { id, image, ...fields }: AboutUpdate) {
  const [previous] = await db.select().from(aboutUs).where(eq(aboutUs.id, id));
  if (!previous) throw missing();
  const person = await withUploads(async (store) => {
    const profile = (await resolvePicture(db, store, image)) ?? previous.profile;
    const [row] = await db
      .update(aboutUs)
      .set({ ...columnsOf(fields), profile })
      .where(eq(aboutUs.id, id))
      .returning();
    if (!row) throw missing();
    return row;
  });
  if (person.profile !== previous.profile) await removeIfUnused(db, previous.profile);
  invalidate(TAGS.about);
  return person;
}

export async function deleteAbout(db: Db, id: number) {
  const [person] = await db.delete(aboutUs).where(eq(aboutUs.id, id)).returning();
  if (!person) throw missing();
  await removeIfUnused(db, person.profile);
  invalidate(TAGS.about);
  return person;
}
