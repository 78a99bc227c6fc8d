import { z } from 'zod';
import { UB_OFFSET } from '@/lib/site/ulaanbaatar-time';
import { SCHEDULE_MESSAGES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './states';

/** The form fields every publishable content kind shares (status, times, SEO), checked the same way everywhere. */
const plain = (max: number) => z.string().trim().max(max, `${max} тэмдэгтээс ихгүй байна.`).default('');

/** A date and time in Ulaanbaatar as a datetime-local field sends it ('2027-03-01T09:00'), or '' for none. */
const ubMinute = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}:00${UB_OFFSET}`))), SCHEDULE_MESSAGES.time)
  .transform((v) => (v === '' ? null : new Date(`${v}:00${UB_OFFSET}`)));

/** publish_at and unpublish_at (issue 24.2). */
export const scheduleFields = { publish_at: ubMinute, unpublish_at: ubMinute };

/** An unpublish time must come after the publish time. */
export function scheduleOrderIssue(body: { publish_at: Date | null; unpublish_at: Date | null }, ctx: z.RefinementCtx) {
  if (body.publish_at && body.unpublish_at && body.unpublish_at <= body.publish_at) {
    ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.order, path: ['unpublish_at'] });
  }
}

/** The search-engine title and description in both languages (issue 24.8). */
export const seoFields = {
  meta_title: plain(SEO_TITLE_MAX),
  meta_title_en: plain(SEO_TITLE_MAX),
  meta_description: plain(SEO_DESCRIPTION_MAX),
  meta_description_en: plain(SEO_DESCRIPTION_MAX),
};

/**
 * Published or draft, as the forms send it: 'true'/'false' (radio, multipart) or a boolean (JSON); missing
 * means published, so clients that do not know drafts keep publishing as before.
 */
export const statusField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Төлөв буруу байна.' })
  .default(true)
  .transform((v) => v === true || v === 'true');

/** What search engines see for an item in a language: the editor's title and description, else the defaults. */
export function seoText(
  item: { meta_title: string; meta_title_en: string; meta_description: string; meta_description_en: string },
  en: boolean,
  defaults: { title: string; description: string },
) {
  return {
    metaTitle: (en ? item.meta_title_en : item.meta_title) || defaults.title,
    metaDescription: (en ? item.meta_description_en : item.meta_description) || defaults.description,
  };
}
