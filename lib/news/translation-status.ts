import { sql } from 'drizzle-orm';
import { news } from './schema';
import type { TranslationState } from './news-form';

/** A news item's translation state (TRANSLATION_STATES) computed by the database, for the admin grid and its filter. */
export const translationState = sql<TranslationState>`case
  when ${news.title_en} = '' then 'missing'
  when ${news.title} = '' then 'mongolian-missing'
  when ${news.edited_at} > ${news.edited_at_en} then 'behind'
  else 'current' end`;

type Texts = { title: string; summary: string; text: string; title_en: string; summary_en: string; text_en: string };

/** The edit times an update sets: a language's time moves only when its own title, summary or text changed. */
export function editedTimes(before: Texts, after: Texts, now = new Date()) {
  const changed = (suffix: '' | '_en') => (['title', 'summary', 'text'] as const).some((f) => before[`${f}${suffix}`] !== after[`${f}${suffix}`]);
  return { ...(changed('') ? { edited_at: now } : {}), ...(changed('_en') ? { edited_at_en: now } : {}) };
}
