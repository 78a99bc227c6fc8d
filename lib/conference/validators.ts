import { z } from 'zod';
import { emailField, phoneField } from '@/lib/security/contact-fields';
import { boolParam, idParam, intParam, isoDate, limitParam, pageParam } from '@/lib/api/params';
import {
  CATEGORY_PAGE_TYPES,
  DEFAULT_EVENT_ID,
  FOOTER_TYPES,
  GALLERY_PAGE_SIZE,
  REGISTRATION_FIELDS,
  REGISTRATION_LIMIT_MAX,
  REGISTRATION_SEARCH_FIELDS,
  SOCIAL_ICONS,
} from './constants';

/** Shared by the forms (react-hook-form resolvers) and the API handlers, so both judge input alike. */

export const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, 'Текст хэт урт байна.');
/** Links shown to visitors: only web addresses or our own paths, never javascript: or data: URLs. */
export const safeLink = (message: string) =>
  text(message, 500).refine((v) => /^(https?:\/\/|\/)/i.test(v), 'Холбоос http://, https:// эсвэл / -ээр эхэлнэ.');
/** A multipart field left empty arrives as '' (or an empty file): treat it as absent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null || (v instanceof Blob && v.size === 0) ? undefined : v);

const eventParam = idParam.default(DEFAULT_EVENT_ID);

// ── Registration ────────────────────────────────────────────────────────────
/** Public and admin registration: every field required (spec §5); one plain e-mail address and a real phone number. */
export const registrationSchema = z.object({
  company: text('Байгууллагын нэрийг оруулна уу.'),
  first_name: text('Нэрээ оруулна уу.'),
  last_name: text('Овгоо оруулна уу.'),
  country: text('Улсаа оруулна уу.'),
  email: emailField({ required: 'Цахим шуудангаа оруулна уу.', invalid: 'Цахим шуудангийн хаяг буруу байна.' }),
  phone_number: phoneField({ required: 'Утасны дугаараа оруулна уу.', invalid: 'Утасны дугаар буруу байна.' }),
} satisfies Record<(typeof REGISTRATION_FIELDS)[number], unknown>);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The admin's new registration may name the event (default: the current one). */
export const adminRegistrationSchema = registrationSchema.extend({ event_id: eventParam.optional() });

export const registrationListShape = {
  event: eventParam,
  page: pageParam,
  limit: intParam.min(1).default(50).transform((n) => Math.min(n, REGISTRATION_LIMIT_MAX)),
  searchCat: z.preprocess(blankToUndefined, z.enum(REGISTRATION_SEARCH_FIELDS, { error: 'Хайлтын төрөл буруу.' }).optional()),
  searchTerm: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
};
export const SEARCH_PAIR_MESSAGE = 'Хайлтын төрөл болон утгыг хоёуланг нь оруулна уу.';
export const registrationListQuery = z
  .object(registrationListShape)
  .refine((q) => !q.searchTerm || q.searchCat, { message: SEARCH_PAIR_MESSAGE, path: ['searchCat'] });
export type RegistrationListQuery = z.infer<typeof registrationListQuery>;


// ── Menu categories, social links, footer ──────────────────────────────────
export const categorySchema = z.object({
  cid: z.preprocess(blankToUndefined, idParam.optional()),
  category: text('Цэсний нэрийг оруулна уу'),
  category_en: text('Цэсний англи нэрийг оруулна уу'),
  pid: z.preprocess(blankToUndefined, idParam.nullable().optional()),
  category_status: boolParam.default(true),
  page_type: z.enum(CATEGORY_PAGE_TYPES, { error: 'Хуудасны төрөл буруу.' }).default('static'),
  link: z.preprocess(blankToUndefined, safeLink('Холбоосыг оруулна уу').optional()),
});
export type CategoryInput = z.infer<typeof categorySchema>;
export const categoryUpdateSchema = categorySchema
  .extend({ cid: idParam })
  .refine((c) => c.pid !== c.cid, { message: 'Цэс өөрийнхөө эцэг цэс байж болохгүй.', path: ['pid'] });

export const socialLinkSchema = z.object({
  icon: z.enum(SOCIAL_ICONS, { error: 'Icon-ийг сонгоно уу' }),
  link: safeLink('Линкийг оруулна уу'),
});
export const socialLinkUpdateSchema = socialLinkSchema.extend({ id: idParam });

export const footerSchema = z.object({
  type: z.enum(FOOTER_TYPES, { error: 'Төрлийг оруулна уу' }),
  information: text('Мэдээллийг оруулна уу', 300),
});
export const footerUpdateSchema = footerSchema.extend({ id: idParam });

export const cidQuery = z.object({ cid: idParam });
export const idQuery = z.object({ id: idParam });

// ── Images from multipart forms ─────────────────────────────────────────────
const imageFile = (message: string) => z.instanceof(Blob, { error: message }).refine((f) => f.size > 0, message);
const optionalImage = z.preprocess(blankToUndefined, imageFile('Зураг буруу байна.').optional());

// ── Presenters ──────────────────────────────────────────────────────────────
export const presenterFieldsSchema = z.object({
  name_mn: text('Илтгэгчийн нэрийг оруулна уу'),
  name_en: text('Илтгэгчийн англи нэрийг оруулна уу'),
  position_mn: text('Албан тушаалыг оруулна уу'),
  position_en: text('Албан тушаалыг англиар оруулна уу'),
  event_id: z.coerce.number({ error: 'Арга хэмжээг сонгоно уу' }).int().min(1, 'Арга хэмжээг сонгоно уу'),
});
export type PresenterFields = z.infer<typeof presenterFieldsSchema>;
export const presenterInsertSchema = presenterFieldsSchema.extend({ image: imageFile('Зураг оруулна уу') });
export const presenterUpdateSchema = presenterFieldsSchema.extend({
  id: idParam,
  presenter_queue: intParam.min(0, 'Дараалал 0-ээс багагүй.').max(100_000),
  image: optionalImage,
});
export const presenterListShape = { event: eventParam, page: pageParam, limit: limitParam(20) };
export const presenterListQuery = z.object(presenterListShape);
export const publicPresenterQuery = z.object({ id: eventParam });

// ── Agenda ──────────────────────────────────────────────────────────────────
export const languageIdParam = z.coerce
  .number({ error: 'Хэлийг сонгоно уу' })
  .int()
  .refine((n) => n === 1 || n === 2, 'Хэлийг сонгоно уу');
export const agendaFieldsSchema = z.object({
  event_date_id: z.coerce.number({ error: 'Өдрийг сонгоно уу' }).int().min(1, 'Өдрийг сонгоно уу'),
  language_id: languageIdParam,
});
export const agendaInsertSchema = agendaFieldsSchema.extend({ image: imageFile('Зураг оруулна уу') });
export const agendaUpdateSchema = agendaFieldsSchema.extend({ id: idParam, image: optionalImage });
const languageFilter = z.union([z.literal('all'), languageIdParam]).default('all');
export const agendaListShape = { event: eventParam, page: pageParam, limit: limitParam(10), language: languageFilter };
export const agendaListQuery = z.object(agendaListShape);
export const publicAgendaQuery = z.object({ event: eventParam, language: languageIdParam.default(1) });
/** The dates are the same in every agenda language, so the spec's language parameter (id or 'all') changes nothing. */
/** `language` is an agenda language's id or 'all' (spec §5: /get/event-dates?language={id|all}). */
export const eventDatesShape = {
  event: eventParam,
  language: z.union([z.literal('all'), idParam], { error: 'Хэл нь all эсвэл хэлний дугаар байна.' }).default('all'),
};

// ── Event dates, halls, session slides ──────────────────────────────────────
export const eventDateSchema = z.object({
  event_id: z.coerce.number({ error: 'Арга хэмжээг сонгоно уу' }).int().min(1, 'Арга хэмжээг сонгоно уу'),
  day: z.coerce.number({ error: 'Өдрийн дугаарыг оруулна уу' }).int().min(1, 'Өдрийн дугаар 1-ээс эхэлнэ').max(31),
  event_date: isoDate,
});
export const eventDateUpdateSchema = eventDateSchema.extend({ id: idParam });

export const hallSchema = z.object({
  event_id: z.coerce.number({ error: 'Арга хэмжээг сонгоно уу' }).int().min(1, 'Арга хэмжээг сонгоно уу'),
  hall_name: text('Танхимын нэрийг оруулна уу'),
  hall_name_en: text('Танхимын англи нэрийг оруулна уу'),
});
export const hallUpdateSchema = hallSchema.extend({ id: idParam });
export const hallShape = { event: eventParam };
export const hallQuery = z.object(hallShape);

/** The back office's presentation screen sets one session's slides (a link or an uploaded file's path; blank clears). */
export const sessionSlidesSchema = z.object({
  id: idParam,
  present_url: z.preprocess(blankToUndefined, safeLink('Холбоос буруу байна').optional()),
});
/** "agenda" is the event date id, as the spec's public call names it. */
export const presentationShape = { hall: idParam, agenda: idParam };
export const presentationQuery = z.object(presentationShape);

// ── Organiser and sponsor logos ─────────────────────────────────────────────
export const LOGO_KINDS = ['organiser', 'sponsor'] as const;
const logoFieldsSchema = z.object({
  kind: z.enum(LOGO_KINDS, { error: 'Төрлийг сонгоно уу' }),
  name: text('Нэрийг оруулна уу', 200),
  link: z.preprocess(blankToUndefined, safeLink('Холбоос буруу байна').optional()).transform((v) => v ?? ''),
  sequence: intParam.min(0, 'Дараалал 0-ээс багагүй.').max(100_000).default(0),
});
export const logoInsertSchema = logoFieldsSchema.extend({ image: imageFile('Зураг оруулна уу') });
export const logoUpdateSchema = logoFieldsSchema.extend({ id: idParam, image: optionalImage });

// ── Gallery ─────────────────────────────────────────────────────────────────
export const galleryQuery = z.object({
  id: intParam.default(1),
  limit: limitParam(GALLERY_PAGE_SIZE),
  offset: intParam.min(0).max(1_000_000).default(0),
});
export const galleryInsertSchema = z.object({
  event_date_id: z.coerce.number({ error: 'Өдрийг сонгоно уу' }).int().min(1, 'Өдрийг сонгоно уу'),
  images: z.preprocess(
    (v) => (v === undefined ? [] : [v].flat().filter((f) => !(f instanceof Blob && f.size === 0))),
    z.array(imageFile('Зураг оруулна уу')).min(1, 'Дор хаяж нэг зураг сонгоно уу').max(50, 'Нэг удаад 50-аас олон зураг оруулах боломжгүй'),
  ),
});
export const adminGalleryShape = { event_date_id: idParam, page: pageParam, limit: limitParam(24) };
export const adminGalleryQuery = z.object(adminGalleryShape);

// ── 2023 news ───────────────────────────────────────────────────────────────
/** The /mw/2023/news/{cid}={page} segment. */
export function parseNewsSlug(slug: string): { cid: number; page: number } | null {
  const match = /^(\d{1,9})=(\d{1,6})$/.exec(decodeURIComponent(slug));
  if (!match) return null;
  const cid = Number(match[1]);
  const page = Number(match[2]);
  return cid >= 1 && page >= 1 ? { cid, page } : null;
}
