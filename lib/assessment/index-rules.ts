/**
 * Question indexes ("cid"): digits joined by dots with at least one dot (7.4, 7.4.1). Two parts make a
 * heading; three or more make an answerable sub-question whose parent is the index minus its last part.
 * Shared by the admin form and the server, which enforces the same rules.
 */
export const INDEX_MESSAGES = {
  required: 'Үнэлгээний индексийг оруулна уу',
  format: 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1',
  duplicate: 'Индекс давхцаж байна',
  blocked: 'Индексийн формат алдаатай байна.',
  questionRequired: 'Үнэлгээний асуултыг оруулна уу',
} as const;

export const INDEX_PATTERN = /^\d{1,4}(\.\d{1,4})+$/;

export function isValidIndex(cid: string): boolean {
  return INDEX_PATTERN.test(cid);
}

/** The parent index: none for two parts or fewer, otherwise the index without its last part. */
export function parentIndex(cid: string): string | null {
  const parts = cid.split('.');
  return parts.length <= 2 ? null : parts.slice(0, -1).join('.');
}

/** The section an index belongs to: its first part. */
export function mainIndexOf(cid: string): string {
  return cid.split('.')[0]!;
}

/** The heading an index sits under: its first two parts. */
export function headingIndexOf(cid: string): string {
  return cid.split('.').slice(0, 2).join('.');
}

/** Orders indexes part by part as numbers, so 7.10 comes after 7.9. */
export function compareIndex(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}
