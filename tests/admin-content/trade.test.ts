import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { importTradeText } from '@/lib/trade/import';
import { cookies, expectCrossOriginRefused, expectGuarded, form, pdfFile, useTemporaryUploads, type Cookies } from './support';

useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

/** An export of the exchange as CSV: thousands separators, local times, a quoted comma, and three broken rows. */
const TRADES_CSV = [
  'id,seller_name,product_name,product_category,mass,min_price,deal_price,price_currency,trade_datetime,own_url,url',
  'T-1,"Эрдэнэс Тавантолгой ХК","Коксжих нүүрс, угаасан",Нүүрс,"1,000",120000,135500,MNT,2024-05-02 11:00,,https://mse.mn/trade/1',
  'T-2,Монголросцветмет,Жонш концентрат,Жонш,500,,98000,mnt,2024-05-03T09:30:00+08:00,https://mining.mn/t/2,https://mse.mn/trade/2',
  'T-3,Бага Хэрмэн,Зэсийн баяжмал,Зэс,10,,,MNT,2024-05-20 23:30,,',
  'T-4,,Төмрийн хүдэр,Төмөр,20,1,2,MNT,2024-05-03,,',
  'T-5,Хан Алтай,Төмрийн хүдэр,Төмөр,10,,-5,MNT,not a date,,javascript:alert(1)',
  'T-1,Давхар мөр,Нүүрс,Нүүрс,1,1,1,MNT,2024-05-02,,',
].join('\r\n');

/** The auction schedule as JSON, without the exchange's ids: the key is derived from the notice itself. */
const NOTICES_JSON = JSON.stringify({
  notices: [
    { seller_name: 'Эрдэнэс Тавантолгой ХК', order_num: 'A-17', type: 'Нүүрс', sell_datetime: '2024-05-10 10:00', quantity: 12, currency: 'MNT', lot_size: 1000, url: 'https://mse.mn/notice/17' },
    { seller_name: 'Тавантолгой түлш', order_num: 'A-18', type: 'Нүүрс', sell_datetime: '2024-05-11 10:00', quantity: '4', lot_size: '500' },
    { seller_name: 'Тавантолгой түлш', order_num: 'A-19', type: 'Нүүрс', sell_datetime: '2024-05-11 10:00', lot_size: '500' },
  ],
});

const importFile = (name: string, content: string, cookie = c.admin) =>
  call('POST', '/api/admin/import/trade', { cookie, form: form({ file: new File([content], name, { type: 'text/plain' }) }) });

describe('Trade data import (/admin/trade, npm run import:trades)', () => {
  it('shows empty grids before any import', async () => {
    for (const path of ['/get/trade', '/get/notice']) {
      const res = await call('GET', `/api/admin${path}?page=1&limit=20`, { cookie: c.user });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ result: [], total: 0, totalPages: 1 });
    }
  });

  it('imports a CSV, reporting accepted rows and rejected rows with their reasons', async () => {
    const res = await importFile('trades.csv', TRADES_CSV);
    expect(res.status).toBe(200);
    const { report } = res.json;
    expect(report.trades).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(report.accepted).toBe(3);
    expect(report.rejectedCount).toBe(3);
    expect(report.rejected).toEqual([
      { kind: 'trade', row: 5, reasons: ['seller_name: хоосон байна'] },
      { kind: 'trade', row: 6, reasons: ['deal_price: сөрөг байж болохгүй', 'trade_datetime: огноо буруу байна', 'url: http(s) хаяг биш байна'] },
      { kind: 'trade', row: 7, reasons: ['2-р мөртэй давхардсан'] },
    ]);
    const list = await call('GET', '/api/admin/get/trade?page=1&limit=20', { cookie: c.admin });
    const coal = list.json.result.find((t: { external_key: string }) => t.external_key === 'T-1');
    expect(coal).toMatchObject({ product_name: 'Коксжих нүүрс, угаасан', mass: 1000, deal_price: 135500, trade_datetime: '2024-05-02T03:00:00.000Z' });
    expect(list.json.result.find((t: { external_key: string }) => t.external_key === 'T-2')).toMatchObject({ price_currency: 'MNT', min_price: null });
  });

  it('changes nothing when the same rows are imported again, and updates only a row whose data changed', async () => {
    const again = await importFile('trades.csv', TRADES_CSV);
    expect(again.json.report.trades).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    const changed = TRADES_CSV.replace('135500', '136000');
    expect((await importFile('trades.csv', changed)).json.report.trades).toEqual({ inserted: 0, updated: 1, unchanged: 2 });
    expect((await call('GET', '/api/admin/get/trade', { cookie: c.admin })).json.total).toBe(3);
  });

  it('imports notices from JSON, idempotent without the exchange ids', async () => {
    const first = await importFile('notices.json', NOTICES_JSON);
    expect(first.json.report.notices).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(first.json.report.rejected).toEqual([{ kind: 'notice', row: 3, reasons: ['quantity: хоосон байна'] }]);
    const db = await getDb();
    const again = await importTradeText(db, NOTICES_JSON);
    expect(again.notices).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    const list = await call('GET', '/api/admin/get/notice?page=1&limit=20', { cookie: c.admin });
    expect(list.json.total).toBe(2);
    expect(list.json.result[0]).toMatchObject({ order_num: 'A-18', quantity: 4, lot_size: 500, currency: 'MNT', sell_datetime: '2024-05-11T02:00:00.000Z' });
  });

  it('reads semicolon-separated CSV as spreadsheets in our region save it', async () => {
    const csv = 'seller_name;order_num;type;sell_datetime;quantity;currency;lot_size\nМонгол Алт;B-1;Алт;2024/06/01 12:00;2;USD;1,5';
    const db = await getDb();
    const report = await importTradeText(db, csv);
    expect(report.notices.inserted).toBe(1);
    expect(report.rejectedCount).toBe(0);
  });

  it('refuses files that are not an export of the exchange', async () => {
    expect((await importFile('x.csv', 'name,email\nA,b@c.mn')).json.error).toMatch(/^Файлын бүтэц танигдсангүй/);
    expect((await importFile('x.json', '{"trades": ')).json.error).toBe('JSON файл буруу байна.');
    const pdf = await call('POST', '/api/admin/import/trade', { cookie: c.admin, form: form({ file: pdfFile('trades.csv') }) });
    expect(pdf.status).toBe(400);
    expect(pdf.json.error).toBe('Зөвхөн CSV эсвэл JSON файл оруулна уу.');
    const binary = await call('POST', '/api/admin/import/trade', { cookie: c.admin, form: form({ file: new File([new Uint8Array([0xff, 0xfe, 0xfd, 0x80])], 't.csv') }) });
    expect(binary.status).toBe(400);
    expect((await call('POST', '/api/admin/import/trade', { cookie: c.admin, form: form({}) })).json.error).toBe('Файлыг оруулна уу');
  });
});

describe('Trade and notice grids (/admin/trade)', () => {
  it('filters whole Ulaanbaatar days only when both dates are given', async () => {
    const day = await call('GET', '/api/admin/get/trade?startDate=2024-05-02&endDate=2024-05-02', { cookie: c.admin });
    expect(day.json.result.map((t: { external_key: string }) => t.external_key)).toEqual(['T-1']);
    // 23:30 in Ulaanbaatar on 20 May is still 20 May, though it is 15:30 UTC.
    const late = await call('GET', '/api/admin/get/trade?startDate=2024-05-20&endDate=2024-05-20', { cookie: c.admin });
    expect(late.json.total).toBe(1);
    const startOnly = await call('GET', '/api/admin/get/trade?startDate=2024-05-20', { cookie: c.admin });
    expect(startOnly.json.total).toBe(3);
    const notices = await call('GET', '/api/admin/get/notice?startDate=2024-05-11&endDate=2024-05-31', { cookie: c.admin });
    expect(notices.json.total).toBe(1);
  });

  it('pages 20/50/100 with totals, newest first', async () => {
    const res = await call('GET', '/api/admin/get/trade?page=2&limit=2', { cookie: c.admin });
    expect(res.json).toMatchObject({ total: 3, totalPages: 2 });
    expect(res.json.result.map((t: { external_key: string }) => t.external_key)).toEqual(['T-1']);
  });

  it('answers bad dates and a reversed range with 400', async () => {
    expect((await call('GET', '/api/admin/get/trade?startDate=2024-13-01&endDate=2024-12-01', { cookie: c.admin })).status).toBe(400);
    const reversed = await call('GET', '/api/admin/get/notice?startDate=2024-06-01&endDate=2024-05-01', { cookie: c.admin });
    expect(reversed.status).toBe(400);
    expect(reversed.json.error).toBe('Эхлэх огноо дуусах огнооноос хойш байж болохгүй.');
  });

  it('needs a session for reading and write rights for importing', async () => {
    await expectGuarded('GET', '/api/admin/get/trade', c.user);
    await expectGuarded('GET', '/api/admin/get/notice', c.user);
    await expectGuarded('POST', '/api/admin/import/trade', c.user, { form: form({ file: new File([TRADES_CSV], 't.csv') }) });
    await expectCrossOriginRefused('POST', '/api/admin/import/trade', c.admin, { form: form({ file: new File([TRADES_CSV], 't.csv') }) });
  });
});
