import { aboutList, defineDirectoryEdit, nameErrors, textValues } from '@/components/admin/yellow/directory-edit';
import { updateCompanyBody } from '@/lib/directory/api-schemas';
import type { AdminCompany } from '@/lib/directory/queries-admin';
import type { ExistingContact, NewContact } from './ContactEditor';
import type { NewCategory } from './CategoryEditor';

const TEXTS = [
  { key: 'name', label: 'edit.name' },
  { key: 'address', label: 'edit.address' },
  { key: 'location', label: 'edit.location' },
  { key: 'about_company', label: 'edit.about', multiline: true },
];

/** A company as its edit form holds it: its own fields, each language's texts, and its contacts (stored and new) and new categories. */
export type CompanyEdit = { id: number; registration_number: string; approval: boolean; status: boolean } & Record<string, unknown>;

export const companyEditRow = ({ company, about }: AdminCompany): CompanyEdit => ({ ...company, ...textValues(TEXTS, about) });

/**
 * /admin/yellow/list-company/{id}: registration number, approval (publishing), status, logo and the texts per
 * language, saved with POST /update/company {company, new_contact, new_category} (after the logo's upload) and
 * checked with that handler's schema. Only stored contacts whose value changed are sent (`stored_contact` is the
 * loaded list); the screen adds the contact and category lists (CompanyEditForm).
 */
export const companyEditResource = defineDirectoryEdit<CompanyEdit>({
  name: 'company',
  title: 'edit.companyTitle',
  schema: updateCompanyBody,
  toApi: (v) => {
    const stored = (v.stored_contact as ExistingContact[] | undefined) ?? [];
    const contact = ((v.contact as ExistingContact[] | undefined) ?? []).filter((c) => stored.find((o) => o.id === c.id)?.contact_value !== c.contact_value);
    return {
      company: { id: v.id, registration_number: v.registration_number, approval: v.approval, status: v.status, about: aboutList(TEXTS, v), contact, ...(typeof v.logo === 'string' && { logo: v.logo }) },
      new_contact: ((v.new_contact as NewContact[] | undefined) ?? []).filter((c) => c.contact_value.trim()),
      new_category: ((v.new_category as NewCategory[] | undefined) ?? []).map((c) => c.subCategory).filter(Boolean),
    };
  },
  errorFields: { 'company.registration_number': 'registration_number', ...nameErrors('company.about') },
  texts: TEXTS,
  general: [
    { kind: 'text', name: 'registration_number', label: 'common.registrationNumber', required: true },
    { kind: 'checkbox', name: 'approval', label: 'edit.approvalLabel' },
    { kind: 'checkbox', name: 'status', label: 'edit.statusLabel' },
    { kind: 'image', name: 'logo', label: 'common.logo', hint: 'edit.logoHint', current: 'logo' },
  ],
});
