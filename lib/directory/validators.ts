import { z } from 'zod';
import { emailField, phoneField } from '@/lib/security/contact-fields';
import { isSingleEmail, PHONE_PATTERN } from '@/lib/security/contact-patterns';

/**
 * Directory form rules, shared by the registration wizard, the back-office add/edit screens and the API,
 * so both sides judge input alike. Messages come from a lookup so the wizard speaks the visitor's language;
 * the API answers with the Mongolian wording (VALIDATION_MN).
 */
export const VALIDATION_MN = {
  required: 'Энэ талбарыг бөглөнө үү.',
  subCategory: 'Дэд ангиллыг сонгоно уу.',
  logo: 'Лого оруулна уу',
  nameMn: 'Байгууллагын нэрийг /монголоор/ оруулна уу',
  nameEn: 'Байгууллагын нэрийг /англиар/ оруулна уу',
  registrationNumber: 'Байгууллагын регистрийн дугаарыг оруулна уу',
  professionMn: 'Мэргэжлийг /монголоор/ оруулна уу',
  professionEn: 'Мэргэжлийг /англиар/ оруулна уу',
  phone: 'Утасны дугаар оруулна уу',
  email: 'Цахим шуудангийн хаяг буруу байна.',
  tooLong: 'Текст хэт урт байна.',
  tooMany: 'Хэт олон мөр нэмсэн байна.',
  imageType: 'Зөвхөн JPEG, PNG зураг оруулна уу.',
  phoneInvalid: 'Утасны дугаар буруу байна.',
} as const;
export type ValidationKey = keyof typeof VALIDATION_MN;

/** The back office's category form (Mongolian only). */
export const CATEGORY_MESSAGES = {
  main: 'Үндсэн ангиллыг сонгоно уу.',
  nameMn: 'Ангиллын нэрийг оруулна уу.',
  nameEn: 'Ангиллын англи нэрийг оруулна уу.',
} as const;
export type Msg = (key: ValidationKey) => string;
export const mnMsg: Msg = (key) => VALIDATION_MN[key];

export const CONTACT_TYPES = ['email', 'phone', 'fax', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const isContactType = (value: string): value is ContactType => (CONTACT_TYPES as readonly string[]).includes(value);
/** The form's list fields and the contact type each becomes. */
export const CONTACT_LISTS = { emails: 'email', phones: 'phone', faxes: 'fax', websites: 'website' } as const satisfies Record<
  string,
  ContactType
>;
export type ContactList = keyof typeof CONTACT_LISTS;

export const MAX_LIST_ITEMS = 10;
export const MAX_CATEGORY_ROWS = 20;
export const MAIN_CODE = /^\d{2}$/;
export const SUB_CODE = /^\d{4}$/;

const required = (msg: Msg, key: ValidationKey, max = 300) => z.string({ error: msg(key) }).trim().min(1, msg(key)).max(max, msg('tooLong'));
const optional = (msg: Msg, max = 5000) => z.string().trim().max(max, msg('tooLong')).default('');
/** Names are stored upper-cased (spec §5), which is also how the search compares them. */
const upperName = (msg: Msg, key: ValidationKey) => required(msg, key).transform((s) => s.toUpperCase());

export const registrantShape = (msg: Msg) => ({
  registrantName: required(msg, 'required'),
  registrantPosition: required(msg, 'required'),
  registrantEmail: emailField({ required: msg('required'), invalid: msg('email') }),
  registrantPhone: phoneField({ required: msg('required'), invalid: msg('phoneInvalid') }),
});
export const registrantSchema = (msg: Msg) => z.object(registrantShape(msg));
export type Registrant = z.infer<ReturnType<typeof registrantSchema>>;

export const categoryRowSchema = (msg: Msg) =>
  z.object({
    mainCategory: z.string().regex(MAIN_CODE, msg('subCategory')),
    subCategory: z.string({ error: msg('subCategory') }).regex(SUB_CODE, msg('subCategory')),
  });

/** One contact value; blank is allowed (blank rows are dropped), an e-mail or phone number must be one. */
export const contactItem = (msg: Msg, type: ContactType) =>
  z
    .string()
    .trim()
    .max(type === 'website' ? 500 : 200, msg('tooLong'))
    .refine((v) => type !== 'email' || v === '' || isSingleEmail(v), msg('email'))
    .refine((v) => (type !== 'phone' && type !== 'fax') || v === '' || PHONE_PATTERN.test(v), msg('phoneInvalid'));
const contactList = (msg: Msg, type: ContactType) =>
  z
    .array(contactItem(msg, type))
    .max(MAX_LIST_ITEMS, msg('tooMany'))
    .default([])
    .transform((values) => values.filter(Boolean));

/** The company details of the wizard's step 2 and the back-office add screen (the logo travels separately). */
export const companyFieldsSchema = (msg: Msg) =>
  z.object({
    categories: z.array(categoryRowSchema(msg)).min(1, msg('subCategory')).max(MAX_CATEGORY_ROWS, msg('tooMany')),
    nameMn: upperName(msg, 'nameMn'),
    nameEn: upperName(msg, 'nameEn'),
    registrationNumber: required(msg, 'registrationNumber', 40),
    emails: contactList(msg, 'email'),
    phones: contactList(msg, 'phone'),
    faxes: contactList(msg, 'fax'),
    websites: contactList(msg, 'website'),
    addressMn: optional(msg, 500),
    addressEn: optional(msg, 500),
    aboutMn: optional(msg),
    aboutEn: optional(msg),
  });
export type CompanyFields = z.infer<ReturnType<typeof companyFieldsSchema>>;

/** The consultant form; its checks run in the spec's order: names, professions, phone. */
export const consultantFieldsSchema = (msg: Msg) =>
  z.object({
    nameMn: upperName(msg, 'nameMn'),
    nameEn: upperName(msg, 'nameEn'),
    professionMn: required(msg, 'professionMn'),
    professionEn: required(msg, 'professionEn'),
    phone: phoneField({ required: msg('phone'), invalid: msg('phoneInvalid') }),
    adviceMn: optional(msg),
    adviceEn: optional(msg),
  });
export type ConsultantFields = z.infer<ReturnType<typeof consultantFieldsSchema>>;
