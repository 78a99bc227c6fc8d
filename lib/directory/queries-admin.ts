import 'server-only';
import { and, asc, count, desc, eq, exists, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/api/params';
import { companies, companyCategories, companyContacts, companyTranslations, persons, personTranslations, registrants, ypCategories } from './schema';
import { pickName } from './categories';
import { z } from 'zod';
import { langParam, limitParam, pageParam } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListColumns, type ListSql } from '@/lib/api/list-query';
import { DIRECTORY_REQUEST_STATUSES } from '@/lib/requests/status';
import { blankToUndefined, nameSearchShape, triState } from './api-schemas';
import { MAIN_CODE, SUB_CODE } from './validators';
import { nameContains } from '@/lib/search/keys';

/** Back-office reads: every company and consultant, approved or not. Callers are admin routes only. */

type Paging = { page: number; limit: number };
const offset = ({ page, limit }: Paging) => (page - 1) * limit;
const paged = <T>(rows: T[], total: number, limit: number) => ({ rows, total, totalPages: totalPages(total, limit) });

const tMn = alias(companyTranslations, 'company_mn');
const tEn = alias(companyTranslations, 'company_en');
const pMn = alias(personTranslations, 'person_mn');
const pEn = alias(personTranslations, 'person_en');

/** The names in both languages, read from a kind's two translation joins and found in the answer at `info`. */
const nameColumns = (mn: { name: AnyColumn }, en: { name: AnyColumn }, info: 'company_info' | 'person_info') =>
  ({
    name_mn: { sql: mn.name, kind: 'text', label: 'Нэр', path: `${info}.translations.name.mn` },
    name_en: { sql: en.name, kind: 'text', label: 'Name', path: `${info}.translations.name.en` },
  }) satisfies ListColumns;

/** Approval, the request's status and who set it, and the registration date: the same on companies and consultants. */
const approvalColumns = (t: typeof companies | typeof persons) =>
  ({
    approval: { sql: t.approval, kind: 'boolean', label: 'Баталгаажсан' },
    request_status: { sql: t.request_status, kind: 'enum', values: DIRECTORY_REQUEST_STATUSES, label: 'Төлөв' },
    request_status_by_email: { sql: t.request_status_by_email, kind: 'text', label: 'Төлөв өөрчилсөн' },
    created_at: { sql: t.created_at, kind: 'date', label: 'Бүртгүүлсэн огноо' },
  }) satisfies ListColumns;

/** Columns of the company lists (new requests, all companies): the contract's sort and filter fields. */
const { approval: companyApproval, ...companyTracking } = approvalColumns(companies);
const companyColumns = {
  ...nameColumns(tMn, tEn, 'company_info'),
  registration_number: { sql: companies.registration_number, kind: 'text', label: 'Регистрийн дугаар' },
  approval: companyApproval,
  status: { sql: companies.status, kind: 'boolean', label: 'Үйл ажиллагаа явуулж буй' },
  ...companyTracking,
} satisfies ListColumns;

const personColumns = {
  ...nameColumns(pMn, pEn, 'person_info'),
  phone_number: { sql: persons.phone_number, kind: 'text', label: 'Утас' },
  profession: { sql: pMn.profession, kind: 'text', label: 'Мэргэжил' },
  ...approvalColumns(persons),
} satisfies ListColumns;

const companyShape = {
  page: pageParam,
  limit: limitParam(30),
  mainCategory: z.preprocess(blankToUndefined, z.string().regex(MAIN_CODE, 'mainCategory нь 2 оронтой код байна.').optional()),
  subCategory: z.preprocess(blankToUndefined, z.string().regex(SUB_CODE, 'subCategory нь 4 оронтой код байна.').optional()),
  approval: triState,
  status: triState,
};
export const companyListSpec = defineList({ id: companies.id, shape: companyShape, rows: 'companies', file: 'companies' }, companyColumns);
/** The name searches of the company and consultant lists: the same fields, plus the searched name. */
export const companyNameListSpec = defineList({ id: companies.id, shape: nameSearchShape, rows: 'companies', file: 'companies' }, companyColumns);
export const consultantNameListSpec = defineList({ id: persons.id, shape: nameSearchShape, rows: 'consultants', file: 'consultants' }, personColumns);

export const consultantListSpec = defineList({ id: persons.id, shape: { page: pageParam, limit: limitParam(30), approval: triState }, rows: 'consultants', file: 'consultants' }, personColumns);
/** type: company or consultant (the wizard's 1 and 2 are accepted too). Both kinds offer the same fields. */
const requestShape = {
  type: z
    .enum(['company', 'consultant', '1', '2'], { error: 'type нь company эсвэл consultant байна.' })
    .default('company')
    .transform((t) => (t === '1' ? 'company' : t === '2' ? 'consultant' : t)),
  page: pageParam,
  limit: limitParam(10),
};
const requestFields = ['name_mn', 'name_en', 'approval', 'request_status', 'request_status_by_email', 'created_at'] as const;
const pick = <C extends ListColumns>(columns: C) => Object.fromEntries(requestFields.map((k) => [k, columns[k]])) as Pick<C, (typeof requestFields)[number]>;
export const companyRequestListSpec = defineList({ id: companies.id, shape: requestShape, rows: 'request', file: 'company-requests' }, pick(companyColumns));
export const consultantRequestListSpec = defineList({ id: persons.id, shape: requestShape, rows: 'request', file: 'consultant-requests' }, pick(personColumns));

/** Company rows as the lists show them: registration_number, company_info.translations {logo, name.mn, name.en}. */
async function companyRows(db: DbOrTx, where: SQL | undefined, paging: Paging, order: 'newest' | 'name' = 'name', list?: ListSql) {
  const base = () =>
    db
      .select({
        id: companies.id,
        registration_number: companies.registration_number,
        approval: companies.approval,
        status: companies.status,
        logo: companies.logo,
        created_at: companies.created_at,
        request_status: companies.request_status,
        request_status_by_email: companies.request_status_by_email,
        request_status_at: companies.request_status_at,
        name_mn: tMn.name,
        name_en: tEn.name,
      })
      .from(companies)
      .leftJoin(tMn, and(eq(tMn.company_id, companies.id), eq(tMn.lang, 'mn')))
      .leftJoin(tEn, and(eq(tEn.company_id, companies.id), eq(tEn.lang, 'en')))
      .where(and(where, list?.where));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(...orderOr(list, order === 'newest' ? [desc(companies.created_at), desc(companies.id)] : [asc(tMn.name), asc(companies.id)]))
      .limit(paging.limit)
      .offset(offset(paging)),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(tMn, and(eq(tMn.company_id, companies.id), eq(tMn.lang, 'mn')))
      .leftJoin(tEn, and(eq(tEn.company_id, companies.id), eq(tEn.lang, 'en')))
      .where(and(where, list?.where)),
  ]);
  const shaped = rows.map(({ logo, name_mn, name_en, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    company_info: { translations: { logo, name: { mn: name_mn ?? '', en: name_en ?? '' } } },
  }));
  return paged(shaped, total, paging.limit);
}

/** Consultant rows: phone_number, person_info.translations.name {mn, en}. */
async function personRows(db: DbOrTx, where: SQL | undefined, paging: Paging, order: 'newest' | 'name' = 'name', list?: ListSql) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: persons.id,
        phone_number: persons.phone_number,
        approval: persons.approval,
        created_at: persons.created_at,
        request_status: persons.request_status,
        request_status_by_email: persons.request_status_by_email,
        request_status_at: persons.request_status_at,
        name_mn: pMn.name,
        name_en: pEn.name,
        profession: pMn.profession,
      })
      .from(persons)
      .leftJoin(pMn, and(eq(pMn.person_id, persons.id), eq(pMn.lang, 'mn')))
      .leftJoin(pEn, and(eq(pEn.person_id, persons.id), eq(pEn.lang, 'en')))
      .where(and(where, list?.where))
      .orderBy(...orderOr(list, order === 'newest' ? [desc(persons.created_at), desc(persons.id)] : [asc(pMn.name), asc(persons.id)]))
      .limit(paging.limit)
      .offset(offset(paging)),
    db
      .select({ total: count() })
      .from(persons)
      .leftJoin(pMn, and(eq(pMn.person_id, persons.id), eq(pMn.lang, 'mn')))
      .leftJoin(pEn, and(eq(pEn.person_id, persons.id), eq(pEn.lang, 'en')))
      .where(and(where, list?.where)),
  ]);
  const shaped = rows.map(({ name_mn, name_en, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    person_info: { translations: { name: { mn: name_mn ?? '', en: name_en ?? '' } } },
  }));
  return paged(shaped, total, paging.limit);
}

/** GET /get/new-request: registrations waiting for approval, newest first. */
export async function newRequests(db: DbOrTx, q: Paging & { type: string }, list?: ListSql) {
  const page =
    q.type === 'company'
      ? await companyRows(db, eq(companies.approval, false), q, 'newest', list)
      : await personRows(db, eq(persons.approval, false), q, 'newest', list);
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
  list?: ListSql,
) {
  const where = and(
    q.mainCategory ? inCategory(db, ypCategories.main_code, q.mainCategory) : undefined,
    q.subCategory ? inCategory(db, ypCategories.category_code, q.subCategory) : undefined,
    q.approval === undefined ? undefined : eq(companies.approval, q.approval),
    q.status === undefined ? undefined : eq(companies.status, q.status),
  );
  const page = await companyRows(db, where, q, 'name', list);
  return { companies: page.rows, total: page.total, totalPages: page.totalPages };
}

/** Name search over both languages and scripts, case-insensitive and partial (lib/search/keys.ts). */
export async function companyListByName(db: DbOrTx, q: Paging & { name: string }, list?: ListSql) {
  const keys = (t: { name_key: AnyColumn; name_latin: AnyColumn }) => nameContains({ key: t.name_key, latin: t.name_latin }, q.name);
  const page = await companyRows(db, or(keys(tMn), keys(tEn)), q, 'name', list);
  return { companies: page.rows, total: page.total, totalPages: page.totalPages };
}

export async function consultantList(db: DbOrTx, q: Paging & { approval?: boolean }, list?: ListSql) {
  const page = await personRows(db, q.approval === undefined ? undefined : eq(persons.approval, q.approval), q, 'name', list);
  return { consultants: page.rows, total: page.total, totalPages: page.totalPages };
}

export async function consultantListByName(db: DbOrTx, q: Paging & { name: string }, list?: ListSql) {
  const keys = (t: { name_key: AnyColumn; name_latin: AnyColumn }) => nameContains({ key: t.name_key, latin: t.name_latin }, q.name);
  const page = await personRows(db, or(keys(pMn), keys(pEn)), q, 'name', list);
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

const categoryShape = {
  type: z.preprocess(blankToUndefined, z.union([z.literal('all'), z.string().regex(MAIN_CODE, 'type нь all эсвэл 2 оронтой код байна.')]).default('all')),
  lang: langParam,
  page: pageParam,
  limit: limitParam(20),
};

export const categoryListSpec = defineList({ id: ypCategories.id, shape: categoryShape, rows: 'categories', file: 'directory-categories' }, {
  category_code: { sql: ypCategories.category_code, kind: 'text', label: 'Код' },
  main_code: { sql: ypCategories.main_code, kind: 'text', label: 'Үндсэн ангилал' },
  nameMn: { sql: ypCategories.name_mn, kind: 'text', label: 'Нэр' },
  nameEn: { sql: ypCategories.name_en, kind: 'text', label: 'Name' },
});

/** GET /get/categories: sub-categories of one main category (or all), with both names, paged. */
export async function categoryList(db: DbOrTx, q: Paging & { type: string; lang: Locale }, list?: ListSql) {
  const where = and(sql`length(${ypCategories.category_code}) = 4`, q.type === 'all' ? undefined : eq(ypCategories.main_code, q.type), list?.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(ypCategories)
      .where(where)
      .orderBy(...orderOr(list, [asc(ypCategories.category_code)]))
      .limit(q.limit)
      .offset(offset(q)),
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
