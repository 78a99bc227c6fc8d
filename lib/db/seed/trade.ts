import { notices, trades } from '@/lib/trade/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { daysFrom, isoDay, notAfter } from './time';
import { insertRows } from './insert';

type Product = { name: string; nameEn: string; category: string; categoryEn: string; seller: string; sellerEn: string; usdPerTonne: [number, number]; mass: [number, number]; lotSize: number };

const PRODUCTS: Product[] = [
  { name: 'Коксжих нүүрс', nameEn: 'Coking coal', category: 'Нүүрс', categoryEn: 'Coal', seller: 'Хүрэн Тал Коал ХХК', sellerEn: 'Khuren Tal Coal LLC', usdPerTonne: [95, 150], mass: [20000, 180000], lotSize: 10000 },
  { name: 'Эрчим хүчний нүүрс', nameEn: 'Thermal coal', category: 'Нүүрс', categoryEn: 'Coal', seller: 'Цагаан Хад Коал ХК', sellerEn: 'Tsagaan Khad Coal JSC', usdPerTonne: [45, 80], mass: [15000, 120000], lotSize: 5000 },
  { name: 'Угаасан коксжих нүүрс', nameEn: 'Washed coking coal', category: 'Нүүрс', categoryEn: 'Coal', seller: 'Мөнх Ундарга Майнинг ХХК', sellerEn: 'Munkh Undarga Mining LLC', usdPerTonne: [140, 210], mass: [10000, 80000], lotSize: 5000 },
  { name: 'Төмрийн хүдрийн баяжмал', nameEn: 'Iron ore concentrate', category: 'Төмрийн хүдэр', categoryEn: 'Iron ore', seller: 'Төмөр Тал Майнинг ХХК', sellerEn: 'Tumur Tal Mining LLC', usdPerTonne: [70, 105], mass: [10000, 60000], lotSize: 5000 },
  { name: 'Зэсийн баяжмал', nameEn: 'Copper concentrate', category: 'Зэсийн баяжмал', categoryEn: 'Copper concentrate', seller: 'Зэс Говь Майнинг ХХК', sellerEn: 'Zes Gobi Mining LLC', usdPerTonne: [2100, 2900], mass: [2000, 15000], lotSize: 500 },
  { name: 'Жоншны баяжмал', nameEn: 'Fluorspar concentrate', category: 'Жонш', categoryEn: 'Fluorspar', seller: 'Их Шанд Ресурс ХХК', sellerEn: 'Ikh Shand Resources LLC', usdPerTonne: [280, 390], mass: [1000, 8000], lotSize: 250 },
  { name: 'Цайрын баяжмал', nameEn: 'Zinc concentrate', category: 'Цайрын баяжмал', categoryEn: 'Zinc concentrate', seller: 'Говь Эрдэнэ Ресурс ХХК', sellerEn: 'Gobi Erdene Resources LLC', usdPerTonne: [900, 1400], mass: [1000, 6000], lotSize: 250 },
];

/** Delivery notes of the auctions, [Mongolian, English]. */
const DELIVERY: ([string, string] | null)[] = [
  ['Гашуунсухайт боомтод хүргэлттэй', 'Delivered to the Gashuunsukhait border port'],
  ['Шивээхүрэн боомт, FCA нөхцөл', 'Shiveekhuren border port, FCA terms'],
  ['Замын-Үүд, төмөр замаар', 'Zamyn-Uud, by rail'],
  ['Уурхайн агуулахаас ачилт', 'Loaded at the mine warehouse'],
  null,
];
const deliveryNote = (note: [string, string] | null) => ({ other: note?.[0] ?? null, other_en: note?.[1] ?? '' });
const MNT_PER_USD = 3450;
const EXCHANGE_URL = 'https://mse.mn/';

const isWeekday = (date: Date) => {
  const day = new Date(date.getTime() + 8 * 60 * 60 * 1000).getUTCDay();
  return day !== 0 && day !== 6;
};
const round = (value: number, step: number) => Math.round(value / step) * step;

/** Commodity exchange trades of the last 30 days and auction notices from three weeks back to a week ahead. */
export async function seedTrade(tx: Tx, rand: Random, now: Date) {
  const tradeRows: (typeof trades.$inferInsert)[] = [];
  for (let day = -29; day <= 0; day++) {
    const date = daysFrom(now, day);
    if (!isWeekday(date)) continue;
    for (const product of rand.sample(PRODUCTS, rand.int(3, 6))) {
      const inMnt = rand.chance(0.25);
      const unit = rand.int(product.usdPerTonne[0], product.usdPerTonne[1]) * (inMnt ? MNT_PER_USD : 1);
      const minPrice = round(unit, inMnt ? 1000 : 1);
      tradeRows.push({
        external_key: `seed-trade-${isoDay(date)}-${tradeRows.length + 1}`,
        seller_name: product.seller,
        product_name: product.name,
        product_name_en: product.nameEn,
        product_category: product.category,
        seller_name_en: product.sellerEn,
        product_category_en: product.categoryEn,
        mass: round(rand.int(product.mass[0], product.mass[1]), product.lotSize),
        min_price: minPrice,
        deal_price: round(minPrice * (1 + rand.int(0, 12) / 100), inMnt ? 1000 : 1),
        price_currency: inMnt ? 'MNT' : 'USD',
        trade_datetime: notAfter(daysFrom(now, day, rand.int(10, 15), rand.pick([0, 15, 30, 45])), now),
        url: EXCHANGE_URL,
      });
    }
  }
  await insertRows(tx, trades, tradeRows);

  const noticeRows: (typeof notices.$inferInsert)[] = [];
  for (let day = -22; day <= 7; day++) {
    const date = daysFrom(now, day);
    if (!isWeekday(date)) continue;
    for (const product of rand.sample(PRODUCTS, rand.int(1, 3))) {
      const number = noticeRows.length + 1;
      noticeRows.push({
        external_key: `seed-notice-${isoDay(date)}-${number}`,
        seller_name: product.seller,
        seller_name_en: product.sellerEn,
        order_num: `AUC-${isoDay(date).slice(2, 7).replace('-', '')}-${String(number).padStart(3, '0')}`,
        type: product.name,
        type_en: product.nameEn,
        sell_datetime: daysFrom(now, day, rand.pick([10, 11, 14]), 0),
        quantity: rand.int(2, 20),
        currency: rand.chance(0.25) ? 'MNT' : 'USD',
        lot_size: product.lotSize,
        url: EXCHANGE_URL,
        // Drawn last, as before the English notes were added: the seed's random sequence stays the same.
        ...deliveryNote(rand.pick(DELIVERY)),
      });
    }
  }
  await insertRows(tx, notices, noticeRows);
}
