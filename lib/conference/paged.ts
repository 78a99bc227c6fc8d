import { totalPages } from '@/lib/api/params';

/** One page of a list with its total, in the shape the spec's list calls answer: `{ [key]: rows, total, totalPages }`. */
export async function paged<K extends string, T>(key: K, rows: PromiseLike<T[]>, count: PromiseLike<{ total: number }[]>, limit: number) {
  const [list, [{ total }]] = await Promise.all([rows, count]);
  return { [key]: list, total, totalPages: totalPages(total, limit) } as { [k in K]: T[] } & { total: number; totalPages: number };
}

/** The OFFSET of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
