import { z } from 'zod';
import { boolParam, idParam, langParam, limitParam, pageParam } from '@/lib/api/params';
import { requiredFile } from '@/lib/files/upload-fields';
import { DIRECTORY_REQUEST_STATUSES } from '@/lib/requests/status';
import { searchTermParam } from '@/lib/search/params';
import { MAX_TERM_LENGTH } from '@/lib/search/terms';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from './listing-sizes';
import {
  CATEGORY_MESSAGES,
  companyFieldsSchema,
  consultantFieldsSchema,
  CONTACT_TYPES,
  MAIN_CODE,
  mnMsg,
  registrantShape,
  SUB_CODE,
  VALIDATION_MN,
} from './validators';

/** Query and body schemas of the directory API (spec §7), built on the shared form rules. */

const categoryCode = z.string().regex(/^\d{2}(\d{2})?$/, 'Ангиллын код 2 эсвэл 4 оронтой тоо байна.');
/** "all", "true" or "false" (or absent): a tri-state filter of the back-office lists. */
export const triState = z
  .enum(['all', 'true', 'false'], { error: 'all, true эсвэл false байна.' })
  .default('all')
  .transform((v) => (v === 'all' ? undefined : v === 'true'));
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const langQuery = z.object({ lang: langParam });
/** /categories uses `language` where the other calls use `lang`. */
export const languageQuery = z.object({ language: langParam });
export const categoriesByMainQuery = z.object({ main: z.string().regex(MAIN_CODE, 'main нь 2 оронтой код байна.'), language: langParam });

export const companiesByCategoryQuery = z.object({
  lang: langParam,
  category_code: categoryCode,
  page: pageParam,
  limit: limitParam(PUBLIC_PAGE_SIZE),
});
export const consultantsQuery = z.object({ lang: langParam, page: pageParam, limit: limitParam(CONSULTANT_PAGE_SIZE) });

/** A search term must use the alphabet of the language it is searched in (spec §5). */
export const searchQuery = (pageSize: number) =>
  z.object({ lang: langParam, page: pageParam, limit: limitParam(pageSize), term: searchTermParam });

export const companyQuery = z.object({ lang: langParam, id: idParam });
export const idQuery = z.object({ id: idParam });

// ── Registration payloads ─────────────────────────────────────────────────
/** List fields travel as JSON arrays in multipart forms; a repeated or single plain field is accepted too. */
const jsonList = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === undefined || Array.isArray(value)) return value;
    if (typeof value !== 'string') return value;
    if (!value.trim().startsWith('[')) return value.trim() ? [value] : [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const optionalRegistrant = {
  registrantName: z.string().trim().max(300).default(''),
  registrantPosition: z.string().trim().max(300).default(''),
  registrantEmail: z.string().trim().max(254).default(''),
  registrantPhone: z.string().trim().max(40).default(''),
};

const companyFields = companyFieldsSchema(mnMsg);
const companyBody = companyFields.extend({
  categories: jsonList(companyFields.shape.categories),
  emails: jsonList(companyFields.shape.emails),
  phones: jsonList(companyFields.shape.phones),
  faxes: jsonList(companyFields.shape.faxes),
  websites: jsonList(companyFields.shape.websites),
  image: requiredFile(VALIDATION_MN.logo),
});
/** POST /insert/yellow-registration: the public wizard sends its registrant; the back office may omit it. */
export const publicCompanyRegistration = companyBody.extend(registrantShape(mnMsg));
export const adminCompanyRegistration = companyBody.extend(optionalRegistrant);
export type CompanyRegistration = z.infer<typeof adminCompanyRegistration>;

/** POST /insert/yellow-consultant (JSON). */
export const publicConsultantRegistration = consultantFieldsSchema(mnMsg).extend(registrantShape(mnMsg));
export const adminConsultantRegistration = consultantFieldsSchema(mnMsg).extend(optionalRegistrant);
export type ConsultantRegistration = z.infer<typeof adminConsultantRegistration>;

// ── Back office ───────────────────────────────────────────────────────────
/** POST /update/request-status: the review status of one waiting company or consultant registration. */
export const requestStatusBody = z.object({
  type: z.enum(['company', 'consultant'], { error: 'type нь company эсвэл consultant байна.' }),
  id: idParam,
  status: z.enum(DIRECTORY_REQUEST_STATUSES, { error: `status нь ${DIRECTORY_REQUEST_STATUSES.join(', ')}-ийн нэг байна.` }),
  /** Mailed to the registrant with a decline. */
  reason: z.string().trim().max(1000, 'Шалтгаан 1000 тэмдэгтээс ихгүй байна.').optional(),
});

export const nameSearchShape = {
  page: pageParam,
  limit: limitParam(30),
  name: z.string({ error: 'Нэр оруулна уу.' }).trim().min(1, 'Нэр оруулна уу.').max(MAX_TERM_LENGTH, 'Нэр хэт урт байна.'),
};

const about = z.object({
  lang: z.enum(['mn', 'en']),
  name: z.string().trim().min(1, 'Нэр оруулна уу.').max(300).transform((s) => s.toUpperCase()),
  address: z.string().trim().max(500).optional(),
  location: z.string().trim().max(500).optional(),
  about_company: z.string().trim().max(5000).optional(),
});
const contactValue = z.string().trim().min(1, 'Утга оруулна уу.').max(500);
const categoryRef = z
  .union([z.string(), z.object({ category_code: z.string() }), z.object({ subCategory: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : 'category_code' in v ? v.category_code : v.subCategory))
  .pipe(z.string().regex(SUB_CODE, 'Дэд ангиллын код 4 оронтой байна.'));

/** POST /update/company: {company: {id, approval, …}, new_contact: [], new_category: []} (approval: true publishes it). */
export const updateCompanyBody = z.object({
  company: z.object({
    id: idParam,
    approval: boolParam.optional(),
    status: boolParam.optional(),
    registration_number: z.string().trim().min(1, VALIDATION_MN.registrationNumber).max(40).optional(),
    logo: z.string().regex(/^\/(uploads|images)\/(?!.*\.\.)[\w./-]+$/, 'Лого буруу байна.').optional(),
    about: z.array(about).max(2).optional(),
    contact: z.array(z.object({ id: idParam, contact_value: contactValue })).max(100).optional(),
  }),
  new_contact: z.array(z.object({ contact_type: z.enum(CONTACT_TYPES, { error: 'Холбоо барих төрөл буруу.' }), contact_value: contactValue })).max(40).default([]),
  new_category: z.array(categoryRef).max(20).default([]),
});
export type UpdateCompany = z.infer<typeof updateCompanyBody>;

/** POST /update/person: {person: {id, phone_number, approval}, about: [{lang, name, profession, advice_range}]}. */
export const updatePersonBody = z.object({
  person: z.object({ id: idParam, phone_number: z.string().trim().min(1, VALIDATION_MN.phone).max(40).optional(), approval: boolParam.optional() }),
  about: z
    .array(
      z.object({
        lang: z.enum(['mn', 'en']),
        name: z.string().trim().min(1, 'Нэр оруулна уу.').max(300).transform((s) => s.toUpperCase()),
        profession: z.string().trim().max(300).optional(),
        advice_range: z.string().trim().max(5000).optional(),
      }),
    )
    .max(2)
    .default([]),
});
export type UpdatePerson = z.infer<typeof updatePersonBody>;

export const deleteCategoryQuery = z.object({ category_id: idParam, company_id: idParam });

const categoryName = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);
export const insertCategoryBody = z.object({
  mainCategory: z.string().regex(MAIN_CODE, CATEGORY_MESSAGES.main).default('01'),
  nameMn: categoryName(CATEGORY_MESSAGES.nameMn),
  nameEn: categoryName(CATEGORY_MESSAGES.nameEn),
});
export const updateCategoryBody = z.object({
  id: idParam,
  nameMn: categoryName(CATEGORY_MESSAGES.nameMn),
  nameEn: categoryName(CATEGORY_MESSAGES.nameEn),
});
export const logoUploadBody = z.object({ image: requiredFile(VALIDATION_MN.logo) });
