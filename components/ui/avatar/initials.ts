/**
 * What a person without a photo shows instead: their initials on a colour of their own. The colour comes from the
 * name, so the same person looks the same on every page and list, and neighbours in a grid mostly differ.
 */

/** Dark enough for white initials (contrast above 4.5:1), distinct from one another. */
export const AVATAR_COLOURS = ['#0b4f8a', '#1d6b57', '#6a3d8f', '#9a3f16', '#2c5f7c', '#8a2f4f', '#466036', '#4f4a8a', '#7a5312', '#35556b'] as const;

/** Up to two letters: the first letters of the first and last words ('Б. Батболд' → 'ББ', 'Anna Smith' → 'AS'). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.,\-–]+/u).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = (word: string) => Array.from(word.replace(/^\P{L}+/u, ''))[0]!.toLocaleUpperCase();
  return words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words[words.length - 1]!);
}

/** The colour for a name: a small string hash (FNV-1a) into AVATAR_COLOURS. */
export function avatarColour(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
