import { aboutList, defineDirectoryEdit, nameErrors } from '@/components/admin/yellow/directory-edit';
import { updateCompanyBody } from '@/lib/directory/api-schemas';

const TEXTS = [
  { key: 'name', label: 'edit.name' },
  { key: 'address', label: 'edit.address' },
  { key: 'location', label: 'edit.location' },
  { key: 'about_company', label: 'edit.about', multiline: true },
];

export type Contact = { id: number; contact_type: string; contact_value: string };

/** A company as its edit form holds it: its own fields, each language's texts, and its contacts (stored and new) and new categories. */
export type CompanyEdit = { id: number; registration_number: string; approval: boolean; status: boolean } & Record<string, unknown>;

/**
 * /admin/yellow/list-company/{id}: registration number, approval (publishing), status, logo, the texts per language
 * and new contacts and categories, saved with POST /update/company {company, new_contact, new_category} (after the
 * logo's upload) and checked with that handler's schema. Only stored contacts whose value changed are sent
 * (`stored_contact` is the loaded list); the screen adds the stored contacts and categories (CompanyEditScreen).
 */
export const companyEditResource = defineDirectoryEdit<CompanyEdit>({
  name: 'company',
  schema: updateCompanyBody,
  toApi: (v) => {
    const stored = (v.stored_contact as Contact[] | undefined) ?? [];
    const contact = ((v.contact as Contact[] | undefined) ?? []).filter((c) => stored.find((o) => o.id === c.id)?.contact_value !== c.contact_value);
    return {
      company: { id: v.id, registration_number: v.registration_number, approval: v.approval, status: v.status, about: aboutList(TEXTS, v), contact, ...(typeof v.logo === 'string' && { logo: v.logo }) },
      new_contact: ((v.new_contact as Omit<Contact, 'id'>[] | undefined) ?? []).filter((c) => c.contact_value.trim()),
      new_category: ((v.new_category as { subCategory: string }[] | undefined) ?? []).map((c) => c.subCategory).filter(Boolean),
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
