import { index, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Commodity exchange trades. external_key makes re-imports idempotent. */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    external_key: text('external_key').notNull().unique(),
    seller_name: text('seller_name').notNull(),
    product_name: text('product_name').notNull(),
    product_category: text('product_category').notNull().default(''),
    /** English names for /en (the ticker and the trade report; optional import columns); '' shows the Mongolian ones there. */
    seller_name_en: text('seller_name_en').notNull().default(''),
    product_name_en: text('product_name_en').notNull().default(''),
    product_category_en: text('product_category_en').notNull().default(''),
    mass: numeric('mass', { mode: 'number' }).notNull().default(0),
    min_price: numeric('min_price', { mode: 'number' }),
    deal_price: numeric('deal_price', { mode: 'number' }),
    price_currency: text('price_currency').notNull().default('MNT'),
    trade_datetime: timestamp('trade_datetime', { withTimezone: true }).notNull(),
    own_url: text('own_url'),
    url: text('url'),
  },
  (t) => [index('trades_datetime_idx').on(t.trade_datetime)],
);

/** Auction notices (the trade schedule). tonnes = quantity x lot_size. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    external_key: text('external_key').notNull().unique(),
    seller_name: text('seller_name').notNull(),
    /** English texts for the /en schedule (optional import columns); '' shows the Mongolian ones there. */
    seller_name_en: text('seller_name_en').notNull().default(''),
    order_num: text('order_num').notNull(),
    type: text('type').notNull(),
    type_en: text('type_en').notNull().default(''),
    sell_datetime: timestamp('sell_datetime', { withTimezone: true }).notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('MNT'),
    lot_size: numeric('lot_size', { mode: 'number' }).notNull(),
    own_url: text('own_url'),
    url: text('url'),
    other: text('other'),
    other_en: text('other_en').notNull().default(''),
  },
  (t) => [index('notices_datetime_idx').on(t.sell_datetime)],
);
