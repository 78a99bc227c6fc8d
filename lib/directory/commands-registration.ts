import 'server-only';
import type { Db } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { withJobs } from '@/lib/jobs';
import { queueDirectoryReceived } from './registration-mail';
import { IMAGE_UPLOAD, withUploads } from '@/lib/files/stored-uploads';
import { companies, companyCategories, companyContacts, companyTranslations, persons, personTranslations, registrants } from './schema';
import { CONTACT_LISTS, VALIDATION_MN, type ContactList } from './validators';
import type { CompanyRegistration, ConsultantRegistration } from './api-schemas';
import { subCategoryIds } from './category-ids';

/**
 * Stores a registration from the public wizard (unapproved: an administrator reviews it first) or from the
 * back-office add screen (approved at once). Everything lands in one transaction; a failed save removes the logo again.
 */
type Options = { approved: boolean };

const registrantRow = (r: { registrantName: string; registrantPosition: string; registrantEmail: string; registrantPhone: string }) =>
  r.registrantName ? { name: r.registrantName, position: r.registrantPosition, email: r.registrantEmail, phone: r.registrantPhone } : null;

export async function registerCompany(db: Db, input: CompanyRegistration, { approved }: Options) {
  const id = await withUploads(async (store) => {
    const logo = await store(input.image, { ...IMAGE_UPLOAD, wrongKindMessage: VALIDATION_MN.imageType });
    return withJobs(db, async (jobs) => {
      const { tx } = jobs;
      const categoryIds = await subCategoryIds(tx, input.categories);
      const [company] = await tx
        .insert(companies)
        .values({ registration_number: input.registrationNumber, approval: approved, logo, request_status: approved ? 'approved' : 'new' })
        .returning({ id: companies.id });
      await tx.insert(companyTranslations).values([
        { company_id: company.id, lang: 'mn', name: input.nameMn, address: input.addressMn, about_company: input.aboutMn },
        { company_id: company.id, lang: 'en', name: input.nameEn, address: input.addressEn, about_company: input.aboutEn },
      ]);
      const contacts = (Object.entries(CONTACT_LISTS) as [ContactList, string][]).flatMap(([list, type]) =>
        input[list].map((value) => ({ company_id: company.id, contact_type: type, contact_value: value })),
      );
      if (contacts.length) await tx.insert(companyContacts).values(contacts);
      await tx.insert(companyCategories).values(categoryIds.map((category_id) => ({ company_id: company.id, category_id })));
      const registrant = registrantRow(input);
      if (registrant) await tx.insert(registrants).values({ ...registrant, company_id: company.id });
      if (!approved) await queueDirectoryReceived(jobs, { type: 'company', id: company.id });
      return company.id;
    });
  });
  // Public pages show approved entries only: a registration awaiting review changes none of them.
  if (approved) invalidate(TAGS.directory);
  return { id, approval: approved };
}

export async function registerConsultant(db: Db, input: ConsultantRegistration, { approved }: Options) {
  const id = await withJobs(db, async (jobs) => {
    const { tx } = jobs;
    const [person] = await tx.insert(persons).values({ phone_number: input.phone, approval: approved, request_status: approved ? 'approved' : 'new' }).returning({ id: persons.id });
    await tx.insert(personTranslations).values([
      { person_id: person.id, lang: 'mn', name: input.nameMn, profession: input.professionMn, advice_range: input.adviceMn },
      { person_id: person.id, lang: 'en', name: input.nameEn, profession: input.professionEn, advice_range: input.adviceEn },
    ]);
    const registrant = registrantRow(input);
    if (registrant) await tx.insert(registrants).values({ ...registrant, person_id: person.id });
    if (!approved) await queueDirectoryReceived(jobs, { type: 'person', id: person.id });
    return person.id;
  });
  // Public pages show approved entries only: a registration awaiting review changes none of them.
  if (approved) invalidate(TAGS.directory);
  return { id, approval: approved };
}
