/**
 * The list request the grid sends (agreed with the API): page and limit, `sort=<field>&order=asc|desc`,
 * `filter.<field>=<text>` per column and `filter.<field>.from|to=YYYY-MM-DD` for date ranges; an export
 * is the same request with `format=csv|xlsx` and without paging (the server sends every matching row).
 */
export type Sort = { field: string; order: 'asc' | 'desc' } | null;

/** Column filters: a text/enum/number value, or a date range. Empty values are left out of the URL. */
export type Filters = Record<string, string | { from?: string; to?: string }>;

export type ListQuery = { page?: number; limit?: number; sort?: Sort; filters?: Filters; format?: 'csv' | 'xlsx' };

/** '/api/admin/get/reports' + query → '/api/admin/get/reports?page=1&limit=5&sort=title&order=asc&filter.title=ab'. */
export function listUrl(path: string, { page, limit, sort, filters = {}, format }: ListQuery): string {
  const [base, existing] = path.split('?');
  const params = new URLSearchParams(existing);
  if (format) params.set('format', format);
  else if (page !== undefined && limit !== undefined) {
    params.set('page', String(page));
    params.set('limit', String(limit));
  }
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  for (const [field, value] of Object.entries(filters)) {
    if (typeof value === 'string') {
      if (value.trim()) params.set(`filter.${field}`, value.trim());
      continue;
    }
    if (value.from) params.set(`filter.${field}.from`, value.from);
    if (value.to) params.set(`filter.${field}.to`, value.to);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
