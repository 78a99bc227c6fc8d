import { z } from 'zod';
import { idParam, langParam } from '@/lib/api/params';
import { DEFAULT_EVENT_ID, EVENT_STAT_KEYS, type EventStatKey } from './constants';
import { SESSION_TYPES } from './programme-constants';
import { blankToUndefined, safeLink, text } from './validators';

/** Queries of the programme's public calls (lib/conference/routes-programme.ts). */

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idParam.optional());

export const sessionsQuery = z.object({ event: idParam.default(DEFAULT_EVENT_ID), lang: langParam, day: optionalId, hall: optionalId });

export const speakersQuery = z.object({ event: idParam.default(DEFAULT_EVENT_ID), lang: langParam });

/** At most this many chosen sessions in one calendar link. */
export const MAX_CHOSEN_SESSIONS = 200;

/** '1,2,3' as ids. */
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'sessions нь таслалаар тусгаарласан дугаарууд байна.')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_CHOSEN_SESSIONS && ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Буруу дугаар.');

/** The whole programme of an event, or chosen sessions (the personal agenda). */
export const calendarQuery = z
  .object({ event: idParam.optional(), sessions: idList.optional(), lang: langParam })
  .refine((q) => q.event || q.sessions, { message: 'event эсвэл sessions-ийг заана уу.', path: ['event'] });

// ── Back office ─────────────────────────────────────────────────────────────
const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, message).transform((s) => s.slice(0, 5));
const optionalText = (max: number) => z.preprocess((v) => v ?? '', z.string().trim().max(max, 'Текст хэт урт байна.'));
const optionalLink = z.preprocess(blankToUndefined, safeLink('Холбоос буруу байна.').optional()).transform((v) => v ?? '');

/** A session as the back office's form sends it; speakers in the programme's order. */
const sessionFields = z.object({
  event_id: id('Арга хэмжээг сонгоно уу.'),
  event_date_id: id('Өдрийг сонгоно уу.'),
  hall_id: id('Танхимыг сонгоно уу.'),
  starts_at: clock('Эхлэх цагийг ЦЦ:ММ хэлбэрээр оруулна уу.'),
  ends_at: clock('Дуусах цагийг ЦЦ:ММ хэлбэрээр оруулна уу.'),
  title_mn: text('Гарчгийг оруулна уу.', 300),
  title_en: optionalText(300),
  description_mn: optionalText(4000),
  description_en: optionalText(4000),
  type: z.enum(SESSION_TYPES, { error: 'Төрлийг сонгоно уу.' }),
  slides_url: optionalLink,
  stream_url: optionalLink,
  speakers: z
    .array(z.object({ presenter_id: id('Илтгэгчийг сонгоно уу.') }))
    .max(20, 'Илтгэгч 20-оос олонгүй.')
    .default([])
    .refine((list) => new Set(list.map((s) => s.presenter_id)).size === list.length, 'Нэг илтгэгчийг хоёр удаа нэмсэн байна.'),
});
const endsAfterStart = { message: 'Дуусах цаг эхлэх цагаас хойно байна.', path: ['ends_at'] };
export const sessionSchema = sessionFields.refine((s) => s.ends_at > s.starts_at, endsAfterStart);
export const sessionUpdateSchema = sessionFields.extend({ id: id('Буруу дугаар.') }).refine((s) => s.ends_at > s.starts_at, endsAfterStart);
export type SessionInput = z.infer<typeof sessionSchema>;

/** A programme file for an event; dry_run ('1'/'true') checks it without adding anything. */
export const programmeImportSchema = z.object({
  file: z.instanceof(File, { error: 'Файл сонгоно уу!' }).optional(),
  event: idParam.default(DEFAULT_EVENT_ID),
  dry_run: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()),
});

export const adminSessionsQuery = z.object({ event: idParam.default(DEFAULT_EVENT_ID) });

/** A speaker's profile beside the presenter record (bio, company and its directory entry, country). */
export const speakerProfileSchema = z.object({
  id: id('Буруу дугаар.'),
  bio_mn: optionalText(4000),
  bio_en: optionalText(4000),
  company: optionalText(200),
  country: optionalText(100),
  company_id: z.preprocess(blankToUndefined, id('Байгууллагын дугаар буруу.').nullable().optional()).transform((v) => v ?? null),
});

/** An instant from a datetime-local field, read as Ulaanbaatar time ('2025-09-13T18:00'); blank means no bound. */
const ubInstant = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Огноо, цагийг YYYY-MM-DDTHH:MM хэлбэрээр оруулна уу.')
    .transform((s) => new Date(`${s.length === 16 ? `${s}:00` : s}+08:00`))
    .refine((d) => !Number.isNaN(d.getTime()), 'Огноо, цаг буруу байна.')
    .optional(),
).transform((v) => v ?? null);

/** A headline number as shown ('30,000+'); blank hides it. */
const statistic = z.string().trim().max(20, 'Тоо 20 тэмдэгтээс урт байна.').optional();
const statFields = Object.fromEntries(EVENT_STAT_KEYS.map((key) => [`stat_${key}`, statistic])) as Record<`stat_${EventStatKey}`, typeof statistic>;

/**
 * An event as /admin/week/events edits it: when it takes registrations (either bound may be left open), its venue,
 * its home statistics (stat_<key>) and whether it is the current edition. What a call leaves out stays as it is.
 */
export const eventRegistrationSchema = z
  .object({
    id: id('Буруу дугаар.'),
    registration_opens_at: ubInstant,
    registration_closes_at: ubInstant,
    venue_mn: z.string().trim().max(200, 'Текст хэт урт байна.').optional(),
    venue_en: z.string().trim().max(200, 'Текст хэт урт байна.').optional(),
    is_current: z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v), z.boolean()).optional(),
    ...statFields,
  })
  .refine((e) => !e.registration_opens_at || !e.registration_closes_at || e.registration_opens_at < e.registration_closes_at, {
    message: 'Хаах огноо нээх огнооноос хойно байна.',
    path: ['registration_closes_at'],
  });
