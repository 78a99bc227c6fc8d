import { describe, expect, it } from 'vitest';
import { listUrl } from '@/components/admin/resource/list-query';

describe('the list request the grid sends', () => {
  it('carries page, limit, sort and column filters as agreed with the API', () => {
    const url = listUrl('/api/admin/get/reports', {
      page: 2,
      limit: 5,
      sort: { field: 'title', order: 'desc' },
      filters: { title: ' тайлан ', created_at: { from: '2025-01-01', to: '2025-01-31' }, title_en: '' },
    });
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/admin/get/reports?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      limit: '5',
      sort: 'title',
      order: 'desc',
      'filter.title': 'тайлан',
      'filter.created_at.from': '2025-01-01',
      'filter.created_at.to': '2025-01-31',
    });
  });

  it('keeps the list path\'s own parameters and leaves paging out of an export', () => {
    const url = listUrl('/api/admin/get/sustainable-mining?lang=en', { page: 3, limit: 10, filters: { title: 'a' }, format: 'xlsx' });
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({ lang: 'en', format: 'xlsx', 'filter.title': 'a' });
  });

  it('sends a bare path when nothing is set', () => {
    expect(listUrl('/api/admin/get/document-pdf', {})).toBe('/api/admin/get/document-pdf');
  });
});
