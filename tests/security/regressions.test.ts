import { describe, expect, it } from 'vitest';
import { call } from '../support/api';

/** Inputs the fuzzer once turned into a 500, kept as plain cases so they never come back. */
describe('fuzzer findings', () => {
  it.each(['0680-02', '0001-12', '9999-12', '0000-01'])('GET /api/mm/get/news-by-date?date=%s answers without a server error', async (month) => {
    const res = await call('GET', `/api/mm/get/news-by-date?date=${month}&lang=en&page=1&limit=6`);
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(res.json).toEqual({ news: [], totalPages: 1 });
  });
});
