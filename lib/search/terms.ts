/** The longest term we search for; names are shorter than this. */
export const MAX_TERM_LENGTH = 100;

/** NFC, one space between words, at most MAX_TERM_LENGTH characters (the browser and the server tidy alike). */
export function normalizeTerm(term: string): string {
  return term.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH);
}
