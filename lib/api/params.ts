import { z } from 'zod';

/** Shared query parameter schemas. Numbers arrive as strings; garbage is a 400, never a 500. */
export const intParam = z.coerce.number({ error: 'Тоо байх ёстой.' }).int('Бүхэл тоо байх ёстой.');
export const idParam = intParam.min(1, 'Буруу дугаар.').max(2_147_483_647, 'Буруу дугаар.');
export const pageParam = intParam.min(1).max(100_000).default(1);
/** limit is capped at 100 whatever the caller asks. */
export const limitParam = (fallback: number) => intParam.min(1).default(fallback).transform((n) => Math.min(n, 100));
export const langParam = z.enum(['mn', 'en'], { error: 'lang нь mn эсвэл en байна.' }).default('mn');
export const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Огноо YYYY-MM-DD хэлбэртэй байна.').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}, 'Огноо буруу байна.');

export function totalPages(total: number, limit: number) {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * A list page past the last one (/mm/blog/8=999, /yp/category/0101?page=999) is a 404, not an empty list whose
 * pager points further on (issue 27.7), and so never a stored page (issue 23.1). Page 1 always exists: an empty
 * list shows its "nothing here" text there.
 */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > 1 && page > pages;
}
