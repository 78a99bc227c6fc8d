import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { notices, trades } from '@/lib/trade/schema';
import { addDays, ubDay } from '@/lib/site/ulaanbaatar-time';

const today = ubDay(new Date());

beforeAll(async () => {
  const db = await getDb();
  // One trade a day at 09:30 Ulaanbaatar time for the last 30 days, plus one just after midnight today.
  await db.insert(trades).values(
    Array.from({ length: 30 }, (_, i) => ({
      external_key: `t-${i}`,
      seller_name: `Борлуулагч ${i}`,
      product_name: 'Нүүрс',
      product_category: 'Коксжих нүүрс',
      mass: 1000 + i,
      min_price: 150 + i,
      price_currency: 'USD',
      trade_datetime: new Date(`${addDays(today, -i)}T09:30:00+08:00`),
      url: `https://mse.mn/trade/${i}`,
    })),
  );
  await db.insert(trades).values({
    external_key: 't-midnight',
    seller_name: 'Шөнийн',
    product_name: 'Төмрийн хүдэр',
    trade_datetime: new Date(`${today}T00:05:00+08:00`),
  });
  await db.insert(notices).values(
    Array.from({ length: 30 }, (_, i) => ({
      external_key: `n-${i}`,
      seller_name: `Зарлагч ${i}`,
      order_num: `A-${100 + i}`,
      type: 'Худалдах',
      sell_datetime: new Date(`${addDays(today, i - 10)}T11:00:00+08:00`),
      quantity: 3,
      lot_size: (7 + i) / 10,
      currency: 'MNT',
    })),
  );
});

describe('GET /api/mm/get/recent-trade (ticker)', () => {
  it('returns the latest trades with date, time, seller, mass and category', async () => {
    const res = await call('GET', '/api/mm/get/recent-trade');
    expect(res.status).toBe(200);
    expect(res.json.trade).toHaveLength(20);
    expect(res.json.trade[0]).toMatchObject({ trade_date: today, trade_time: '09:30', seller_name: 'Борлуулагч 0', mass: 1000, product_category: 'Коксжих нүүрс' });
    expect(res.json.trade[1]).toMatchObject({ trade_time: '00:05', product_category: 'Төмрийн хүдэр' });
  });
});

describe('GET /api/mm/get/recent-notice', () => {
  it('returns the latest notices with tonnes = quantity x lot_size', async () => {
    const res = await call('GET', '/api/mm/get/recent-notice');
    expect(res.status).toBe(200);
    expect(res.json.notice).toHaveLength(20);
    expect(res.json.notice[0]).toMatchObject({ order_num: 'A-129', sell_date: addDays(today, 19), quantity: 3, lot_size: 3.6, tonnes: 10.8 });
  });
});

describe('GET /api/mm/get/trade', () => {
  it('defaults to the last 7 days and 10 rows a page', async () => {
    const res = await call('GET', '/api/mm/get/trade');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(9); // 8 calendar days (today and 7 before) plus the midnight trade
    expect(res.json.totalPages).toBe(1);
    expect(res.json.trade[0]).toEqual({
      id: expect.any(Number),
      seller_name: 'Борлуулагч 0',
      seller_name_en: '',
      product_name: 'Нүүрс',
      product_name_en: '',
      min_price: 150,
      price_currency: 'USD',
      trade_datetime: new Date(`${today}T09:30:00+08:00`).toISOString(),
      own_url: null,
      url: 'https://mse.mn/trade/0',
    });
  });

  it('filters by Ulaanbaatar days, both ends included, and pages the result', async () => {
    const start = addDays(today, -19);
    const end = addDays(today, -10);
    const first = await call('GET', `/api/mm/get/trade?startDate=${start}&endDate=${end}&page=1&limit=3`);
    expect(first.json).toMatchObject({ total: 10, totalPages: 4 });
    expect(first.json.trade.map((t: { seller_name: string }) => t.seller_name)).toEqual(['Борлуулагч 10', 'Борлуулагч 11', 'Борлуулагч 12']);
    const last = await call('GET', `/api/mm/get/trade?startDate=${start}&endDate=${end}&page=4&limit=3`);
    expect(last.json.trade.map((t: { seller_name: string }) => t.seller_name)).toEqual(['Борлуулагч 19']);
  });

  it('answers a range without trades with an empty page', async () => {
    const res = await call('GET', '/api/mm/get/trade?startDate=2001-01-01&endDate=2001-01-31');
    expect(res.json).toEqual({ trade: [], totalPages: 1, total: 0 });
  });

  it.each([
    ['an impossible date', 'startDate=2024-02-30&endDate=2024-03-01'],
    ['a non-ISO date', 'startDate=01/02/2024'],
    ['a start after the end', 'startDate=2024-05-10&endDate=2024-05-01'],
    ['a non-numeric page', 'page=x'],
    ['a zero limit', 'limit=0'],
  ])('refuses %s with 400', async (_, query) => {
    expect((await call('GET', `/api/mm/get/trade?${query}`)).status).toBe(400);
  });
});

describe('GET /api/mm/get/notice', () => {
  it('pages the auction schedule, 12 by default, latest first', async () => {
    const res = await call('GET', '/api/mm/get/notice');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 30, totalPages: 3 });
    expect(res.json.notice).toHaveLength(12);
    const last = await call('GET', '/api/mm/get/notice?page=3&limit=12');
    expect(last.json.notice).toHaveLength(6);
    expect(last.json.notice.at(-1).order_num).toBe('A-100');
  });

  it('caps limit at 100 and refuses malformed paging', async () => {
    expect((await call('GET', '/api/mm/get/notice?limit=500')).json.notice).toHaveLength(30);
    expect((await call('GET', '/api/mm/get/notice?page=-1')).status).toBe(400);
  });
});
