import 'server-only';
import { and, asc, count, desc, eq, exists, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/api/params';
import { companies, companyCategories, companyContacts, companyTranslations, persons, personTranslations, registrants, ypCategories } from './schema';
import { pickName } from './categories';
import { nameContains } from '@/lib/search/keys';

/** Back-office reads: every company and consultant, approved or not. Callers are admin routes only. */

type Paging = { page: number; limit: number };
const offset = ({ page, limit }: Paging) => (page - 1) * limit;
const paged = <T>(rows: T[], total: number, limit: number) => ({ rows, total, totalPages: totalPages(total, limit) });

const tMn = alias(companyTranslations, 'company_mn');
const tEn = alias(companyTranslations, 'company_en');
const pMn = alias(personTranslations, 'person_mn');
const pEn = alias(personTranslations, 'person_en');

/** Company rows as the lists show them: registration_number, company_info.translations {logo, name.mn, name.en}. */
async function companyRows(db: DbOrTx, where: SQL | undefined, paging: Paging, order: 'newest' | 'name' = 'name') {
  const base = () =>
    db
      .select({
        id: companies.id,
        registration_number: companies.registration_number,
        approval: companies.approval,
        status: companies.status,
        logo: companies.logo,
        created_at: companies.created_at,
        name_mn: tMn.name,
        name_en: tEn.name,
      })
      .from(companies)
      .leftJoin(tMn, and(eq(tMn.company_id, companies.id), eq(tMn.lang, 'mn')))
      .leftJoin(tEn, and(eq(tEn.company_id, companies.id), eq(tEn.lang, 'en')))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(...(order === 'newest' ? [desc(companies.created_at), desc(companies.id)] : [asc(tMn.name), asc(companies.id)]))
      .limit(paging.limit)
      .offset(offset(paging)),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(tMn, and(eq(tMn.company_id, companies.id), eq(tMn.lang, 'mn')))
      .leftJoin(tEn, and(eq(tEn.company_id, companies.id), eq(tEn.lang, 'en')))
      .where(where),
  ]);
  const list = rows.map(({ logo, name_mn, name_en, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    company_info: { translations: { logo, name: { mn: name_mn ?? '', en: name_en ?? '' } } },
  }));
  return paged(list, total, paging.limit);
}

/** Consultant rows: phone_number, person_info.translations.name {mn, en}. */
async function personRows(db: DbOrTx, where: SQL | undefined, paging: Paging, order: 'newest' | 'name' = 'name') {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: persons.id, phone_number: persons.phone_number, approval: persons.approval, created_at: persons.created_at, name_mn: pMn.name, name_en: pEn.name, profession: pMn.profession })
      .from(persons)
      .leftJoin(pMn, and(eq(pMn.person_id, persons.id), eq(pMn.lang, 'mn')))
      .leftJoin(pEn, and(eq(pEn.person_id, persons.id), eq(pEn.lang, 'en')))
      .where(where)
      .orderBy(...(order === 'newest' ? [desc(persons.created_at), desc(persons.id)] : [asc(pMn.name), asc(persons.id)]))
      .limit(paging.limit)
      .offset(offset(paging)),
    db
      .select({ total: count() })
      .from(persons)
      .leftJoin(pMn, and(eq(pMn.person_id, persons.id), eq(pMn.lang, 'mn')))
      .leftJoin(pEn, and(eq(pEn.person_id, persons.id), eq(pEn.lang, 'en')))
      .where(where),
  ]);
  const list = rows.map(({ name_mn, name_en, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    person_info: { translations: { name: { mn: name_mn ?? '', en: name_en ?? '' } } },
  }));
  return paged(list, total, paging.limit);
}

/** GET /get/new-request: registrations waiting for approval, newest first. */
export async function newRequests(db: DbOrTx, q: Paging & { type: 'company' | 'consultant' }) {
  const page = q.type === 'company' ? await companyRows(db, eq(companies.approval, false), q, 'newest') : await personRows(db, eq(persons.approval, false), q, 'newest');
  return { request: page.rows, total: page.total, totalPages: page.totalPages };
}

const inCategory = (db: DbOrTx, column: typeof ypCategories.main_code | typeof ypCategories.category_code, code: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(companyCategories)
      .innerJoin(ypCategories, eq(ypCategories.id, companyCategories.category_id))
      .where(and(eq(companyCategories.company_id, companies.id), sql`${column} = ${code}`)),
  );

/** GET /get/company-list: filter by main and sub category, approval and status. */
export async function companyList(
  db: DbOrTx,
  q: Paging & { mainCategory?: string; subCategory?: string; approval?: boolean; status?: boolean },
) {
  const where = and(
    q.mainCategory ? inCategory(db, ypCategories.main_code, q.mainCategory) : undefined,
    q.subCategory ? inCategory(db, ypCategories.category_code, q.subCategory) : undefined,
    q.approval === undefined ? undefined : eq(companies.approval, q.approval),
    q.status === undefined ? undefined : eq(companies.status, q.status),
  );
  const page = await companyRows(db, where, q);
  return { companies: page.rows, total: page.total, totalPages: page.totalPages };
}

/** Name search over both languages and scripts, case-insensitive and partial (lib/search/keys.ts). */
export async function companyListByName(db: DbOrTx, q: Paging & { name: string }) {
  const keys = (t: { name_key: AnyColumn; name_latin: AnyColumn }) => nameContains({ key: t.name_key, latin: t.name_latin }, q.name);
  const page = await companyRows(db, or(keys(tMn), keys(tEn)), q);
  return { companies: page.rows, total: page.total, totalPages: page.totalPages };
}

export async function consultantList(db: DbOrTx, q: Paging & { approval?: boolean }) {
  const page = await personRows(db, q.approval === undefined ? undefined : eq(persons.approval, q.approval), q);
  return { consultants: page.rows, total: page.total, totalPages: page.totalPages };
}

export async function consultantListByName(db: DbOrTx, q: Paging & { name: string }) {
  const keys = (t: { name_key: AnyColumn; name_latin: AnyColumn }) => nameContains({ key: t.name_key, latin: t.name_latin }, q.name);
  const page = await personRows(db, or(keys(pMn), keys(pEn)), q);
  return { consultants: page.rows, total: page.total, totalPages: page.totalPages };
}

async function registrantOf(db: DbOrTx, where: SQL) {
  const [row] = await db.select({ name: registrants.name, position: registrants.position, email: registrants.email, phone: registrants.phone }).from(registrants).where(where).limit(1);
  return row ?? null;
}

/** GET /get/company: {company, about, contact, category, registrant} of any company, or null. */
export async function companyForAdmin(db: DbOrTx, id: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) return null;
  const [about, contact, category, registrant] = await Promise.all([
    db.select().from(companyTranslations).where(eq(companyTranslations.company_id, id)).orderBy(desc(companyTranslations.lang)),
    db.select({ id: companyContacts.id, contact_type: companyContacts.contact_type, contact_value: companyContacts.contact_value }).from(companyContacts).where(eq(companyContacts.company_id, id)).orderBy(asc(companyContacts.id)),
    db
      .select({ category_id: ypCategories.id, category_code: ypCategories.category_code, name_mn: ypCategories.name_mn, name_en: ypCategories.name_en })
      .from(companyCategories)
      .innerJoin(ypCategories, eq(ypCategories.id, companyCategories.category_id))
      .where(eq(companyCategories.company_id, id))
      .orderBy(asc(ypCategories.category_code)),
    registrantOf(db, eq(registrants.company_id, id)),
  ]);
  return {
    company: { id: company.id, registration_number: company.registration_number, approval: company.approval, status: company.status, logo: company.logo, created_at: company.created_at.toISOString() },
    about: about.map((a) => ({ lang: a.lang, name: a.name, location: a.location, address: a.address, about_company: a.about_company, logo: company.logo })),
    contact,
    category: category.map((c) => ({ category_id: c.category_id, category_code: c.category_code, name: pickName(c, 'mn') })),
    registrant,
  };
}
export type AdminCompany = NonNullable<Awaited<ReturnType<typeof companyForAdmin>>>;

/** GET /get/person: {person, about, registrant} of any consultant, or null. */
export async function personForAdmin(db: DbOrTx, id: number) {
  const [person] = await db.select().from(persons).where(eq(persons.id, id));
  if (!person) return null;
  const [about, registrant] = await Promise.all([
    db.select().from(personTranslations).where(eq(personTranslations.person_id, id)).orderBy(desc(personTranslations.lang)),
    registrantOf(db, eq(registrants.person_id, id)),
  ]);
  return {
    person: { id: person.id, phone_number: person.phone_number, approval: person.approval, created_at: person.created_at.toISOString() },
    about: about.map((a) => ({ lang: a.lang, name: a.name, profession: a.profession, advice_range: a.advice_range, person_id: a.person_id })),
    registrant,
  };
}
export type AdminPerson = NonNullable<Awaited<ReturnType<typeof personForAdmin>>>;

/** GET /get/categories: sub-categories of one main category (or all), with both names, paged. */
export async function categoryList(db: DbOrTx, q: Paging & { type: string; lang: Locale }) {
  const where = and(sql`length(${ypCategories.category_code}) = 4`, q.type === 'all' ? undefined : eq(ypCategories.main_code, q.type));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(ypCategories).where(where).orderBy(asc(ypCategories.category_code)).limit(q.limit).offset(offset(q)),
    db.select({ total: count() }).from(ypCategories).where(where),
  ]);
  const categories = rows.map((r) => ({
    id: r.id,
    category_code: r.category_code,
    main_code: r.main_code,
    name: pickName(r, q.lang),
    nameMn: r.name_mn,
    nameEn: r.name_en,
  }));
  return { categories, total, totalPages: totalPages(total, q.limit) };
}
