import { z } from 'zod';
import {
  companyFieldsSchema,
  consultantFieldsSchema,
  contactItem,
  MAX_LIST_ITEMS,
  registrantSchema,
  type ContactList,
  type ContactType,
  type Msg,
} from '@/lib/directory/validators';

/**
 * The wizard's and the back office's form schemas: the shared rules of lib/directory/validators.ts, with
 * the list fields held as rows ({value}) the way react-hook-form's field arrays need them, and the logo as a File.
 */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

const rows = (msg: Msg, type: ContactType) => z.array(z.object({ value: contactItem(msg, type) })).max(MAX_LIST_ITEMS, msg('tooMany'));

export const companyFormSchema = (msg: Msg) =>
  companyFieldsSchema(msg).extend({
    emails: rows(msg, 'email'),
    phones: rows(msg, 'phone'),
    faxes: rows(msg, 'fax'),
    websites: rows(msg, 'website'),
    logo: z
      .custom<File | null>((file) => file instanceof File && file.size > 0, msg('logo'))
      .refine((file) => file !== null && IMAGE_TYPES.includes(file.type), msg('imageType')),
  });
export type CompanyFormInput = z.input<ReturnType<typeof companyFormSchema>>;
export type CompanyFormOutput = z.output<ReturnType<typeof companyFormSchema>>;

export const consultantFormSchema = consultantFieldsSchema;
export const registrantFormSchema = registrantSchema;

export const CONTACT_LIST_NAMES: ContactList[] = ['emails', 'phones', 'faxes', 'websites'];

export const emptyCompany = (): CompanyFormInput => ({
  categories: [{ mainCategory: '01', subCategory: '' }],
  nameMn: '',
  nameEn: '',
  registrationNumber: '',
  emails: [{ value: '' }],
  phones: [{ value: '' }],
  faxes: [{ value: '' }],
  websites: [{ value: '' }],
  addressMn: '',
  addressEn: '',
  aboutMn: '',
  aboutEn: '',
  logo: null,
});

/** The multipart body of /insert/yellow-registration: list fields as JSON arrays, the logo as `image`. */
export function companyFormData(values: CompanyFormOutput, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('categories', JSON.stringify(values.categories));
  for (const list of CONTACT_LIST_NAMES) form.append(list, JSON.stringify(values[list].map((row) => row.value).filter(Boolean)));
  const texts = ['nameMn', 'nameEn', 'registrationNumber', 'addressMn', 'addressEn', 'aboutMn', 'aboutEn'] as const;
  for (const key of texts) form.append(key, values[key]);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (values.logo) form.append('image', values.logo);
  return form;
}
