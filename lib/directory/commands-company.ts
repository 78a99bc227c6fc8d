import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { withJobs } from '@/lib/jobs';
import { becameApproved, notifyDirectoryDecision } from './registration-mail';
import { notFound } from '@/lib/api/errors';
import { removeReplaced } from '@/lib/files/stored-uploads';
import { removeStored } from '@/lib/storage';
import { companies, companyCategories, companyContacts, companyTranslations } from './schema';
import type { UpdateCompany } from './api-schemas';
import { subCategoryIds } from './category-ids';

/** Back-office writes on companies. Each runs in one transaction and expires the directory's cached pages. */

const COMPANY_MISSING = 'Байгууллага олдсонгүй.';

/**
 * POST /update/company: changes the company's fields (approval: true publishes it), its texts per language,
 * existing contact values, and adds the new contacts and categories.
 */
export async function updateCompany(db: Db, { company, new_contact, new_category }: UpdateCompany) {
  const previousLogo = await withJobs(db, async (jobs) => {
    const { tx } = jobs;
    const [current] = await tx.select({ logo: companies.logo, approval: companies.approval }).from(companies).where(eq(companies.id, company.id)).for('update');
    if (!current) throw notFound(COMPANY_MISSING);
    const fields = {
      ...(company.approval !== undefined && { approval: company.approval }),
      ...(company.status !== undefined && { status: company.status }),
      ...(company.registration_number !== undefined && { registration_number: company.registration_number }),
      ...(company.logo !== undefined && { logo: company.logo }),
    };
    if (Object.keys(fields).length) await tx.update(companies).set(fields).where(eq(companies.id, company.id));
    if (becameApproved(current.approval, company.approval)) await notifyDirectoryDecision(jobs, { type: 'company', id: company.id }, { approved: true });
    for (const { lang, ...text } of company.about ?? []) {
      await tx
        .insert(companyTranslations)
        .values({ company_id: company.id, lang, ...text })
        .onConflictDoUpdate({ target: [companyTranslations.company_id, companyTranslations.lang], set: text });
    }
    for (const c of company.contact ?? []) {
      await tx
        .update(companyContacts)
        .set({ contact_value: c.contact_value })
        .where(and(eq(companyContacts.id, c.id), eq(companyContacts.company_id, company.id)));
    }
    if (new_contact.length) await tx.insert(companyContacts).values(new_contact.map((c) => ({ ...c, company_id: company.id })));
    const categoryIds = await subCategoryIds(tx, new_category.map((subCategory) => ({ subCategory })));
    if (categoryIds.length) {
      await tx
        .insert(companyCategories)
        .values(categoryIds.map((category_id) => ({ company_id: company.id, category_id })))
        .onConflictDoNothing();
    }
    return current.logo;
  });
  if (company.logo !== undefined) await removeReplaced(previousLogo, company.logo);
  invalidate(TAGS.directory);
  return { success: true };
}

/**
 * Deletes companies with their texts, contacts, categories and registrant (cascade) in one statement, then their
 * logo files; `requestsOnly` keeps published companies out of reach (the request queue's bulk delete). The count.
 */
export async function deleteCompanies(db: Db, ids: number[], { requestsOnly = false } = {}) {
  const removed = await db
    .delete(companies)
    .where(and(inArray(companies.id, ids), requestsOnly ? eq(companies.approval, false) : undefined))
    .returning({ logo: companies.logo });
  for (const { logo } of removed) await removeStored(logo);
  if (removed.length) invalidate(TAGS.directory);
  return removed.length;
}

/** DELETE /delete/company: one company (see deleteCompanies). */
export async function deleteCompany(db: Db, id: number) {
  if (!(await deleteCompanies(db, [id]))) throw notFound(COMPANY_MISSING);
  return { success: true };
}

export async function deleteContact(db: Db, id: number) {
  const removed = await db.delete(companyContacts).where(eq(companyContacts.id, id)).returning({ id: companyContacts.id });
  if (removed.length === 0) throw notFound('Холбоо барих мэдээлэл олдсонгүй.');
  invalidate(TAGS.directory);
  return { success: true };
}

/** DELETE /delete/category?category_id&company_id: takes one category off a company. */
export async function removeCompanyCategory(db: Db, q: { category_id: number; company_id: number }) {
  const removed = await db
    .delete(companyCategories)
    .where(and(eq(companyCategories.company_id, q.company_id), eq(companyCategories.category_id, q.category_id)))
    .returning({ id: companyCategories.category_id });
  if (removed.length === 0) throw notFound('Ангилал олдсонгүй.');
  invalidate(TAGS.directory);
  return { success: true };
}
