import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { companyCategories, companyContacts, ypCategories } from './schema';
import { pickName } from './categories';
import { CONTACT_LISTS, type ContactList } from './validators';

export type Contacts = Record<ContactList, string[]>;

/** Groups contact rows into the form's lists: emails, phones, faxes, websites. */
export function groupContacts(rows: { contact_type: string; contact_value: string }[]): Contacts {
  const out: Contacts = { emails: [], phones: [], faxes: [], websites: [] };
  for (const [list, type] of Object.entries(CONTACT_LISTS) as [ContactList, string][]) {
    out[list] = rows.filter((r) => r.contact_type === type).map((r) => r.contact_value);
  }
  return out;
}

/** Contacts and categories of several companies, read in two queries and grouped by company id. */
export async function companyExtras(db: DbOrTx, ids: number[], lang: Locale) {
  if (ids.length === 0) return { contacts: new Map<number, Contacts>(), categories: new Map<number, { code: string; name: string }[]>() };
  const [contactRows, categoryRows] = await Promise.all([
    db
      .select({ company_id: companyContacts.company_id, contact_type: companyContacts.contact_type, contact_value: companyContacts.contact_value })
      .from(companyContacts)
      .where(inArray(companyContacts.company_id, ids))
      .orderBy(asc(companyContacts.id)),
    db
      .select({ company_id: companyCategories.company_id, code: ypCategories.category_code, name_mn: ypCategories.name_mn, name_en: ypCategories.name_en })
      .from(companyCategories)
      .innerJoin(ypCategories, eq(ypCategories.id, companyCategories.category_id))
      .where(inArray(companyCategories.company_id, ids))
      .orderBy(asc(ypCategories.category_code)),
  ]);
  const contacts = new Map(ids.map((id) => [id, groupContacts(contactRows.filter((r) => r.company_id === id))]));
  const categories = new Map(
    ids.map((id) => [id, categoryRows.filter((r) => r.company_id === id).map((r) => ({ code: r.code, name: pickName(r, lang) }))]),
  );
  return { contacts, categories };
}
