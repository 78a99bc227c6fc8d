import { MAX_TERM_LENGTH, normalizeTerm } from './terms';

/**
 * The spec's alphabet rule (§5: a Mongolian search in Cyrillic, an English one in Latin letters), kept as advice
 * shown beside the results: people type Latin on phones, and the search finds Cyrillic names from Latin and back
 * (lib/search/keys.ts), so a term in the other alphabet is searched, never refused.
 */
export type SearchLang = 'mn' | 'en';

export const SEARCH_HINTS: Record<SearchLang, string> = {
  mn: 'Хайлтыг кирилл үсгээр хийнэ үү.',
  en: 'Please use English alphabet for the search.',
};

const CYRILLIC = /[\u0400-\u04FF]/u;
const LATIN = /[A-Za-z]/;

/** The hint for a term written only in the other language's alphabet, or null. */
export function alphabetAdvice(term: string, lang: SearchLang): string | null {
  const [own, other] = lang === 'mn' ? [CYRILLIC, LATIN] : [LATIN, CYRILLIC];
  return !own.test(term) && other.test(term) ? SEARCH_HINTS[lang] : null;
}

/** A term worth searching for: some letter or digit, within the length limit once tidied. */
export function isSearchable(term: string): boolean {
  const t = normalizeTerm(term);
  return t.length > 0 && term.length <= MAX_TERM_LENGTH * 2 && /[\p{L}\p{N}]/u.test(t);
}
