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

/**
 * A card's contacts and categories as JSON columns of the card query itself (issue 23.1: one query per list,
 * not one more per kind of detail): `companyId` is the company id column of the outer query.
 */
export const cardExtraColumns = (companyId: SQL | { getSQL(): SQL }) => ({
  contact_rows: sql<ContactRow[]>`coalesce((select json_agg(json_build_object('contact_type', c.contact_type, 'contact_value', c.contact_value) order by c.id)
    from company_contacts c where c.company_id = ${companyId}), '[]'::json)`,
  category_rows: sql<CategoryRow[]>`coalesce((select json_agg(json_build_object('code', y.category_code, 'name_mn', y.name_mn, 'name_en', y.name_en) order by y.category_code)
    from company_categories cc join yp_categories y on y.id = cc.category_id where cc.company_id = ${companyId}), '[]'::json)`,
});

/** A card row with its JSON columns turned into the card's lists, category names in the visitor's language. */
export function withExtras<R extends { contact_rows: ContactRow[]; category_rows: CategoryRow[] }>(row: R, lang: Locale) {
  const { contact_rows, category_rows, ...card } = row;
  return { ...card, all_categories: category_rows.map((r) => ({ code: r.code, name: pickName(r, lang) })), ...groupContacts(contact_rows) };
}
