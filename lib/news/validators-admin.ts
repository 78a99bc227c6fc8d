import { z } from 'zod';
import { boolParam, idParam, limitParam, pageParam } from '@/lib/api/params';
import { badRequest } from '@/lib/api/errors';
import { optionalFile, requiredFile } from '@/lib/files/upload-fields';
import { newsFormError, NEWS_MESSAGES } from './news-form';
import { scheduleFields, scheduleOrderIssue, seoFields, statusField } from '@/lib/publishing/fields';
import { menuFormError, PAGE_TYPES } from './menu-form';
import type { NewsValues } from './commands';
import type { MenuValues } from './commands-categories';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const plain = (max: number) => z.string().trim().max(max, `${max} тэмдэгтээс ихгүй байна.`).default('');
/** Rich text arrives as HTML; it is sanitized before it is stored. */
const richText = z.string().max(400_000, 'Агуулга хэт урт байна.').default('');
const choice = z.enum(['true', 'false', ''], { error: 'Утга буруу байна.' }).default('');

export const newsListShape = {
  category: z.union([z.literal('all'), idParam]).default('all'),
  page: pageParam,
  limit: limitParam(5),
};

/** Multipart news form fields; the spec's ordered checks are added below (newsInsertForm, newsUpdateForm). */
const newsFields = z.object({
  // A file input left empty may arrive as '' rather than an empty file.
  image: z.preprocess(blankToUndefined, optionalFile),
  title: plain(300),
  title_en: plain(300),
  summary: plain(2000),
  summary_en: plain(2000),
  text: richText,
  text_en: richText,
  ...seoFields,
  category_cid: z.string().regex(/^\d*$/, NEWS_MESSAGES.category).default(''),
  publisher: plain(100),
  news_status: choice,
  yellow_book: choice,
  ...scheduleFields,
});
type NewsBody = z.output<typeof newsFields>;

/** The field each rule's message belongs to, so the form marks it. */
const FIELD_OF: Record<string, keyof NewsBody> = {
  [NEWS_MESSAGES.image]: 'image',
  [NEWS_MESSAGES.title]: 'title',
  [NEWS_MESSAGES.summary]: 'summary',
  [NEWS_MESSAGES.text]: 'text',
  [NEWS_MESSAGES.title_en]: 'title_en',
  [NEWS_MESSAGES.summary_en]: 'summary_en',
  [NEWS_MESSAGES.text_en]: 'text_en',
  [NEWS_MESSAGES.content]: 'title',
  [NEWS_MESSAGES.category]: 'category_cid',
  [NEWS_MESSAGES.publisher]: 'publisher',
  [NEWS_MESSAGES.status]: 'news_status',
  [NEWS_MESSAGES.yellowBook]: 'yellow_book',
};

/** The spec's ordered checks (newsFormError) as the schema's own: one message, the first failing rule. */
const withNewsRules = <T extends z.ZodType<NewsBody>>(schema: T, imageStored: boolean) =>
  schema.superRefine((body, ctx) => {
    const message = newsFormError({ ...body, hasImage: imageStored || Boolean(body.image) });
    if (message) ctx.addIssue({ code: 'custom', message, path: [FIELD_OF[message] ?? 'title'] });
    else scheduleOrderIssue(body, ctx);
  });

/** Adding needs a cover image; an edit keeps the stored one unless a new one is sent. */
export const newsInsertBody = withNewsRules(newsFields, false);
export const newsUpdateBody = withNewsRules(newsFields.extend({ id: idParam }), true);

/** The values to store from a checked form. */
export function newsValues(body: NewsBody): NewsValues {
  return {
    title: body.title,
    title_en: body.title_en,
    summary: body.summary,
    summary_en: body.summary_en,
    text: body.text,
    text_en: body.text_en,
    meta_title: body.meta_title,
    meta_title_en: body.meta_title_en,
    meta_description: body.meta_description,
    meta_description_en: body.meta_description_en,
    category_cid: Number(body.category_cid),
    publisher: body.publisher,
    news_status: body.news_status === 'true',
    yellow_book: body.yellow_book === 'true',
    publish_at: body.publish_at,
    unpublish_at: body.unpublish_at,
  };
}

export const idQuery = z.object({ id: idParam });
export const cidQuery = z.object({ cid: idParam });
export const pidQuery = z.object({ pid: idParam });

export const editorImageBody = z.object({ image: requiredFile('Зураг оруулна уу') });

const levelParam = z.coerce
  .number({ error: 'Цэсний түвшин буруу.' })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Цэсний түвшин буруу.' }));

export const menuInsertBody = z.object({
  category: plain(200),
  category_en: plain(200),
  pid: z.preprocess(blankToUndefined, idParam.nullable().optional()),
  category_status: boolParam.default(true),
  page_type: z.preprocess(blankToUndefined, z.enum(PAGE_TYPES, { error: 'Хуудасны төрөл буруу.' }).nullable().optional()),
  category_level: z.preprocess(blankToUndefined, levelParam.nullable().optional()),
});
export const menuUpdateBody = menuInsertBody.extend({ cid: idParam });
type MenuBody = z.output<typeof menuInsertBody>;

/** The first failing rule of the menu form as a 400, else the typed values. */
export function checkedMenu(body: MenuBody): MenuValues {
  const message = menuFormError(body);
  if (message) throw badRequest(message);
  return {
    category: body.category,
    category_en: body.category_en,
    pid: body.pid ?? null,
    category_status: body.category_status,
    page_type: body.page_type ?? null,
    category_level: body.category_level!,
  };
}

/** A static page's texts, draft or published, and its search-engine texts (issue 24.1, 24.8). */
export const staticInsertBody = z.object({ category_cid: idParam, text: richText, text_en: richText, status: statusField, ...seoFields });
export const staticUpdateBody = staticInsertBody.extend({ id: idParam });
