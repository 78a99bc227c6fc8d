import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { requestStatusColumns } from '@/lib/requests/status-columns';

/**
 * The search and sort keys of a `name` column, computed by the database itself (generated columns calling the
 * SQL functions of lib/search/keys.ts), so every write (admin edit, registration, import, seed, raw SQL) keeps
 * them right without anyone remembering to.
 */
const nameKeys = () => ({
  name_key: text('name_key').notNull().generatedAlwaysAs(sql`mn_fold(name)`),
  name_latin: text('name_latin').notNull().generatedAlwaysAs(sql`mn_latin(mn_fold(name))`),
  name_sort: text('name_sort').notNull().generatedAlwaysAs(sql`mn_sort_key(name)`),
});

/** Directory categories. Main categories have two-digit codes (01-04); a sub-category's first two digits name its main. */
export const ypCategories = pgTable('yp_categories', {
  id: serial('id').primaryKey(),
  category_code: text('category_code').notNull().unique(),
  main_code: text('main_code').notNull(),
  name_mn: text('name_mn').notNull(),
  name_en: text('name_en').notNull(),
  /** Both names' search key: a company is found by the name of its category in either language. */
  name_key: text('name_key').notNull().generatedAlwaysAs(sql`mn_text_key(name_mn || ' ' || name_en)`),
});

/** approval: approved for publication; status: the company is operating; request_status: the registration's review. */
export const companies = pgTable(
  'companies',
  {
  id: serial('id').primaryKey(),
  registration_number: text('registration_number').notNull().default(''),
  approval: boolean('approval').notNull().default(false),
  status: boolean('status').notNull().default(true),
  logo: text('logo').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...requestStatusColumns(),
  },
  (t) => [index('companies_approval_created_idx').on(t.approval, t.created_at)],
);

export const companyTranslations = pgTable(
  'company_translations',
  {
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    location: text('location').notNull().default(''),
    about_company: text('about_company').notNull().default(''),
    ...nameKeys(),
    /** The about text's search key (lib/search/keys.ts), matched after the names. */
    about_key: text('about_key').notNull().generatedAlwaysAs(sql`mn_text_key(about_company)`),
    /**
     * The name_sort of the company's Mongolian and English names while the company is published, null while it
     * is not or has no name in that language: kept on every name row by triggers (migration search_speed), so a
     * search reads visibility and order from the name it matched instead of looking up each of thousands of hits.
     */
    shown_sort_mn: text('shown_sort_mn'),
    shown_sort_en: text('shown_sort_en'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.lang] }),
    index('company_translations_name_key_trgm').using('gin', sql`${t.name_key} gin_trgm_ops`),
    index('company_translations_name_latin_trgm').using('gin', sql`${t.name_latin} gin_trgm_ops`),
    index('company_translations_about_key_trgm').using('gin', sql`${t.about_key} gin_trgm_ops`),
    index('company_translations_name_order').on(t.lang, t.name_sort),
  ],
);

/** contact_type: phone, fax, email or website. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    contact_type: text('contact_type').notNull(),
    contact_value: text('contact_value').notNull(),
  },
  // A page of cards reads the contacts of its companies by id (without it, a scan of every contact).
  (t) => [index('company_contacts_company_idx').on(t.company_id)],
);

export const companyCategories = pgTable(
  'company_categories',
  {
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    category_id: integer('category_id').notNull().references(() => ypCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.category_id] }), index('company_categories_category_idx').on(t.category_id)],
);

/** Mining consultants ("persons"). */
export const persons = pgTable(
  'persons',
  {
  id: serial('id').primaryKey(),
  phone_number: text('phone_number').notNull().default(''),
  approval: boolean('approval').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...requestStatusColumns(),
  },
  (t) => [index('persons_approval_created_idx').on(t.approval, t.created_at)],
);

export const personTranslations = pgTable(
  'person_translations',
  {
    person_id: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    profession: text('profession').notNull().default(''),
    advice_range: text('advice_range').notNull().default(''),
    ...nameKeys(),
  },
  (t) => [
    primaryKey({ columns: [t.person_id, t.lang] }),
    index('person_translations_name_key_trgm').using('gin', sql`${t.name_key} gin_trgm_ops`),
    index('person_translations_name_latin_trgm').using('gin', sql`${t.name_latin} gin_trgm_ops`),
    index('person_translations_name_order').on(t.lang, t.name_sort),
  ],
);

/** The person who submitted a company or consultant registration. */
export const registrants = pgTable('registrants', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  person_id: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: text('position').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
});
