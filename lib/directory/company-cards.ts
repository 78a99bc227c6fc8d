import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { pickName } from './categories';
import { CONTACT_LISTS, type ContactList } from './validators';

export type Contacts = Record<ContactList, string[]>;
type ContactRow = { contact_type: string; contact_value: string };
type CategoryRow = { code: string; name_mn: string; name_en: string };

/** Groups contact rows into the form's lists: emails, phones, faxes, websites. */
export function groupContacts(rows: ContactRow[]): Contacts {
  const out: Contacts = { emails: [], phones: [], faxes: [], websites: [] };
  for (const [list, type] of Object.entries(CONTACT_LISTS) as [ContactList, string][]) {
    out[list] = rows.filter((r) => r.contact_type === type).map((r) => r.contact_value);
  }
  return out;
}

/** How much of the about text a card shows. */
const ABOUT_PREVIEW = 300;

/**
 * The card of company `id` in `lang`, as a lateral row (name it v): its columns, its Mongolian name, and its
 * contacts and categories as JSON arrays, so a whole page of cards is one statement (a search at 100,000
 * companies spent as long on the round trips for contacts and categories as on finding the hits).
 */
export const companyCard = (lang: Locale, id: SQL) => sql`lateral (
  select c.logo, c.status, t.name, t.address, left(t.about_company, ${ABOUT_PREVIEW}) as about_company,
    (select t2.name from company_translations t2 where t2.company_id = c.id and t2.lang = 'mn') as company_name,
    coalesce((select json_agg(json_build_object('contact_type', k.contact_type, 'contact_value', k.contact_value) order by k.id)
      from company_contacts k where k.company_id = c.id), '[]'::json) as contacts,
    coalesce((select json_agg(json_build_object('code', y.category_code, 'name_mn', y.name_mn, 'name_en', y.name_en) order by y.category_code)
      from company_categories cc join yp_categories y on y.id = cc.category_id where cc.company_id = c.id), '[]'::json) as categories
  from companies c join company_translations t on t.company_id = c.id and t.lang = ${lang} where c.id = ${id})`;

export type CardRow = {
  id: number;
  logo: string;
  status: boolean;
  name: string;
  address: string;
  about_company: string;
  company_name: string;
  contacts: ContactRow[];
  categories: CategoryRow[];
};

/** A card as the pages and the API show it: categories named in the visitor's language, contacts in their lists. */
export function toCard({ contacts, categories, ...row }: CardRow, lang: Locale) {
  return {
    id: Number(row.id),
    logo: row.logo,
    status: row.status,
    name: row.name,
    address: row.address,
    about_company: row.about_company,
    company_name: row.company_name,
    all_categories: categories.map((c) => ({ code: c.code, name: pickName(c, lang) })),
    ...groupContacts(contacts),
  };
}
