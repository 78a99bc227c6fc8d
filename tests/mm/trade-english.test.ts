import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { importTradeText } from '@/lib/trade/import';
import { noticeTexts, tradeNames } from '@/lib/trade/in-language';

/** The /en trade report (issue 27.1): the export's English names reach the page, Mongolian only where it has none. */
const EXPORT = JSON.stringify({
  trades: [
    { id: 'E-1', seller_name: 'Хүрэн Тал Коал ХХК', seller_name_en: 'Khuren Tal Coal LLC', product_name: 'Коксжих нүүрс', product_name_en: 'Coking coal', trade_datetime: '2024-05-02 11:00', min_price: 120, price_currency: 'USD' },
    { id: 'E-2', seller_name: 'Шинэ Худалдагч ХХК', product_name: 'Жонш', trade_datetime: '2024-05-02 12:00' },
  ],
  notices: [
    { id: 'N-1', seller_name: 'Хүрэн Тал Коал ХХК', seller_name_en: 'Khuren Tal Coal LLC', order_num: 'AUC-1', type: 'Коксжих нүүрс', type_en: 'Coking coal', sell_datetime: '2024-05-10 10:00', quantity: 2, lot_size: 1000, other: 'Замын-Үүд, төмөр замаар', other_en: 'Zamyn-Uud, by rail' },
  ],
});

beforeAll(async () => {
  const report = await importTradeText(await getDb(), EXPORT);
  expect(report.rejectedCount).toBe(0);
});

describe('English names of trades and notices', () => {
  it('the report call carries both languages of each name', async () => {
    const res = await call('GET', '/api/mm/get/trade?startDate=2024-05-01&endDate=2024-05-03');
    expect(res.json.trade.map((t: Record<string, string>) => [t.seller_name_en, t.product_name_en])).toEqual([
      ['', ''],
      ['Khuren Tal Coal LLC', 'Coking coal'],
    ]);
  });

  it('the schedule call carries the English seller, type and note', async () => {
    const res = await call('GET', '/api/mm/get/notice');
    expect(res.json.notice[0]).toMatchObject({ seller_name_en: 'Khuren Tal Coal LLC', type_en: 'Coking coal', other_en: 'Zamyn-Uud, by rail' });
  });

  it('/en shows the English names, falling back to Mongolian marked lang="mn"; /mm always Mongolian', async () => {
    const [fallback, english] = (await call('GET', '/api/mm/get/trade?startDate=2024-05-01&endDate=2024-05-03')).json.trade;
    expect(tradeNames(english, 'en')).toEqual({ seller: { text: 'Khuren Tal Coal LLC', lang: 'en' }, product: { text: 'Coking coal', lang: 'en' } });
    expect(tradeNames(fallback, 'en')).toEqual({ seller: { text: 'Шинэ Худалдагч ХХК', lang: 'mn' }, product: { text: 'Жонш', lang: 'mn' } });
    expect(tradeNames(english, 'mn').seller).toEqual({ text: 'Хүрэн Тал Коал ХХК', lang: 'mn' });
    const [notice] = (await call('GET', '/api/mm/get/notice')).json.notice;
    expect(noticeTexts(notice, 'en')).toEqual({
      seller: { text: 'Khuren Tal Coal LLC', lang: 'en' },
      type: { text: 'Coking coal', lang: 'en' },
      other: { text: 'Zamyn-Uud, by rail', lang: 'en' },
    });
    expect(noticeTexts({ ...notice, other: null, other_en: '' }, 'en').other).toBeNull();
  });
});
