import { describe, expect, it } from 'vitest';
import { call } from '../support/api';

describe('the trade calls with no imported data', () => {
  it.each([
    ['/api/mm/get/recent-trade', { trade: [] }],
    ['/api/mm/get/recent-notice', { notice: [] }],
    ['/api/mm/get/trade', { trade: [], totalPages: 1, total: 0 }],
    ['/api/mm/get/notice', { notice: [], totalPages: 1, total: 0 }],
  ])('%s answers 200 with nothing in it', async (path, expected) => {
    const res = await call('GET', path);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
  });
});
