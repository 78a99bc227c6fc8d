/** At most `size` page numbers around the current page, kept inside 1..total. */
export function pageWindow(page: number, total: number, size = 3): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
