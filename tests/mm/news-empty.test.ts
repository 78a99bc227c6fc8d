import { describe, expect, it } from 'vitest';
import { call } from '../support/api';

describe('the news calls on an empty database', () => {
  it.each([
    ['/api/mm/get/news', { news: [], totalPages: 1 }],
    ['/api/mm/get/news-by-date?date=2024-05', { news: [], totalPages: 1 }],
    ['/api/mm/search/news?term=уул', { news: [], totalPages: 1 }],
    ['/api/mm/get/category-news-count?type=news', { categories: [] }],
    ['/api/mm/get/archive-news-date?lang=mn', { dates: [] }],
    ['/api/mm/get/recent-news?lang=mn', { news: [] }],
  ])('%s answers 200 with nothing in it', async (path, expected) => {
    const res = await call('GET', path);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
  });
});
