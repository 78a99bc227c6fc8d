import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Mongolian alphabetical order (А Б … Е Ё … О Ө … У Ү … Я), case folded: the sort key of mn_sort_key (migration
 * 0004_mongolian_search) compared by code point. ICU collations ('und-x-icu', 'mn-x-icu', Intl.Collator('mn'))
 * file Ё under Е, so they are not used. Name columns that are sorted often store this key (name_sort).
 */
export const mongolianOrder = (expr: AnyColumn | SQL) => sql`mn_sort_key(${expr}) collate "C"`;
