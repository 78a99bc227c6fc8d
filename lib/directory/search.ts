/**
 * Directory search rules (spec §5), shared by the search box and the API: a Mongolian search uses
 * Cyrillic letters and spaces only, an English one Latin letters and spaces only; the term travels upper-cased.
 */
export type SearchLang = 'mn' | 'en';

const ALPHABET: Record<SearchLang, RegExp> = {
  mn: /^[\u0400-\u04FF ]+$/u,
  en: /^[A-Za-z ]+$/,
};

export const SEARCH_HINTS: Record<SearchLang, string> = {
  mn: 'Хайлтыг кирилл үсгээр хийнэ үү.',
  en: 'Please use English alphabet for the search.',
};

/** The longest term we search for; names are shorter than this. */
export const MAX_TERM_LENGTH = 100;

/** Trims, collapses runs of whitespace and upper-cases the term. */
export function normalizeTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** True when the (normalized) term uses only the letters of the language's alphabet and spaces. */
export function isValidTerm(term: string, lang: SearchLang): boolean {
  const normalized = normalizeTerm(term);
  return normalized.length > 0 && normalized.length <= MAX_TERM_LENGTH && ALPHABET[lang].test(normalized);
}

/** A LIKE pattern matching the term anywhere in a name; wildcard characters in the term match literally. */
export function containsPattern(term: string): string {
  return `%${normalizeTerm(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
