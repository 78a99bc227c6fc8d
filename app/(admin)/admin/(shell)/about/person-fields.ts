import { ABOUT_MESSAGES, type AboutCategory } from '@/lib/about/form-messages';
import type { PersonField } from './types';

type FieldRule = { field: PersonField; type?: 'email'; /** Checked before saving, in this order. */ message?: string; /** Marked required without a check (spec §5). */ marked?: boolean };

/** Each section's form fields in the order the spec checks them (§5 About Us, Auditor). */
export const PERSON_FIELDS: Record<AboutCategory, FieldRule[]> = {
  President: [
    { field: 'name', message: ABOUT_MESSAGES.name },
    { field: 'name_en', marked: true },
    { field: 'years_of_work', message: ABOUT_MESSAGES.yearsOfWork },
  ],
  Association: [
    { field: 'name', message: ABOUT_MESSAGES.name },
    { field: 'name_en', marked: true },
    { field: 'position', message: ABOUT_MESSAGES.position },
    { field: 'position_en', marked: true },
    { field: 'company', message: ABOUT_MESSAGES.company },
    { field: 'company_en', marked: true },
  ],
  Office: [
    { field: 'name', message: ABOUT_MESSAGES.name },
    { field: 'name_en', marked: true },
    { field: 'position', message: ABOUT_MESSAGES.position },
    { field: 'position_en', marked: true },
    { field: 'email', type: 'email', message: ABOUT_MESSAGES.email },
  ],
  Auditor: [
    { field: 'name', message: ABOUT_MESSAGES.name },
    { field: 'name_en' },
    { field: 'position' },
    { field: 'position_en' },
    { field: 'company' },
    { field: 'company_en' },
  ],
};

/** The first failing check: a field and its message, the picture last. */
export function firstPersonError(category: AboutCategory, values: Partial<Record<PersonField, string>>, hasPicture: boolean) {
  for (const rule of PERSON_FIELDS[category]) {
    if (rule.message && !values[rule.field]?.trim()) return { field: rule.field as PersonField | 'image', message: rule.message };
  }
  if (!hasPicture) return { field: 'image' as const, message: ABOUT_MESSAGES.image };
  return null;
}
