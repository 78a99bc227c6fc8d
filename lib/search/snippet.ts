/** A highlighted stretch of a text: [start, length] in characters (code points). */
export type Mark = [start: number, length: number];

const BEFORE = 60;
const LENGTH = 220;

/**
 * The part of a plain text worth showing under a result: around the match when the database found one (at, a
 * 1-based code-point position as strpos gives it, 0 for none), else the beginning; cut at word boundaries.
 */
export function snippetAround(text: string, at: number, length: number): { text: string; marks: Mark[] } {
  const chars = Array.from(text);
  if (chars.length === 0) return { text: '', marks: [] };
  let start = at > 0 ? Math.max(0, at - 1 - BEFORE) : 0;
  while (start > 0 && chars[start - 1] !== ' ') start--;
  let end = Math.min(chars.length, start + LENGTH);
  while (end < chars.length && chars[end] !== ' ') end++;
  const lead = start > 0 ? '… ' : '';
  const tail = end < chars.length ? ' …' : '';
  const marks: Mark[] = at > 0 ? [[Array.from(lead).length + at - 1 - start, length]] : [];
  return { text: `${lead}${chars.slice(start, end).join('')}${tail}`, marks };
}

/** A text split into plain and marked parts, for rendering with <mark>. */
export function markedParts(text: string, marks: Mark[]): { text: string; marked: boolean }[] {
  const chars = Array.from(text);
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, length] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || start >= chars.length) continue;
    if (start > at) parts.push({ text: chars.slice(at, start).join(''), marked: false });
    parts.push({ text: chars.slice(start, start + length).join(''), marked: true });
    at = start + length;
  }
  if (at < chars.length) parts.push({ text: chars.slice(at).join(''), marked: false });
  return parts;
}
