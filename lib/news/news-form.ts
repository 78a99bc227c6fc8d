/**
 * The news form's checks in the spec's order (§5), shared by the form (first failing message as an alert)
 * and the API (the same message as a 400). Client-safe: no server imports.
 */
export const NEWS_MESSAGES = {
  image: 'Нүүр зураг оруулна уу',
  title: 'Мэдээний гарчгийг оруулна уу',
  summary: 'Мэдээний хураангуйг оруулна уу',
  text: 'Мэдээний дэлгэрэнгүйг оруулна уу',
  title_en: 'Мэдээний англи гарчгийг оруулна уу',
  summary_en: 'Мэдээний англи хураангуйг оруулна уу',
  text_en: 'Мэдээний англи дэлгэрэнгүйг оруулна уу',
  content: 'Мэдээний агуулгыг оруулна уу',
  category: 'Төрөл сонгоно уу',
  publisher: 'Нийтлэгчийг оруулна уу',
  status: 'Төлөв сонгоно уу',
  yellowBook: 'Лавлах сайт дээр нийтлэх эсэхийг сонгоно уу',
} as const;

export type NewsFormFields = {
  hasImage: boolean;
  title?: string;
  summary?: string;
  text?: string;
  title_en?: string;
  summary_en?: string;
  text_en?: string;
  category_cid?: string | number | null;
  publisher?: string;
  news_status?: string | boolean | null;
  yellow_book?: string | boolean | null;
};

/** True when rich text has nothing a reader would see (e.g. the editor's empty '<p></p>'). */
export function isBlankRichText(html: string | undefined): boolean {
  if (!html) return true;
  return !/<img\s/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

const blank = (v: string | undefined) => !v || v.trim() === '';
const unchosen = (v: unknown) => v === undefined || v === null || v === '';

/** The first failing rule's message, or null when the form may be saved. */
export function newsFormError(f: NewsFormFields): string | null {
  if (!f.hasImage) return NEWS_MESSAGES.image;
  const mn = [!blank(f.title), !blank(f.summary), !isBlankRichText(f.text)];
  const en = [!blank(f.title_en), !blank(f.summary_en), !isBlankRichText(f.text_en)];
  // A language that is started must be complete: title, summary and body.
  if (mn.some(Boolean)) {
    if (!mn[0]) return NEWS_MESSAGES.title;
    if (!mn[1]) return NEWS_MESSAGES.summary;
    if (!mn[2]) return NEWS_MESSAGES.text;
  }
  if (en.some(Boolean)) {
    if (!en[0]) return NEWS_MESSAGES.title_en;
    if (!en[1]) return NEWS_MESSAGES.summary_en;
    if (!en[2]) return NEWS_MESSAGES.text_en;
  }
  if (!mn.some(Boolean) && !en.some(Boolean)) return NEWS_MESSAGES.content;
  if (unchosen(f.category_cid)) return NEWS_MESSAGES.category;
  if (blank(f.publisher)) return NEWS_MESSAGES.publisher;
  if (unchosen(f.news_status)) return NEWS_MESSAGES.status;
  if (unchosen(f.yellow_book)) return NEWS_MESSAGES.yellowBook;
  return null;
}


/**
 * Whether a news item's English version is there and as new as the Mongolian one (issue 24.7): 'missing' (no
 * English), 'behind' (the Mongolian changed after the English), 'current'; 'mongolian-missing' for an item
 * written in English only.
 */
export const TRANSLATION_STATES = ['missing', 'behind', 'current', 'mongolian-missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const NEWS_PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_PUBLISHER = 'Админ';
