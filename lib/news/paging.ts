/**
 * A list page past the last one (/mm/blog/8=999) is a 404, not an empty list whose pager points further on
 * (issue 27.7). Page 1 always exists: an empty category shows its "no news" text there.
 */
export function isPastLastPage(page: number, totalPages: number): boolean {
  return page > 1 && page > totalPages;
}
