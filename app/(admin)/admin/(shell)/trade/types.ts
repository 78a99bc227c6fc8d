/** Rows of GET /api/admin/get/trade and /get/notice. */
export type TradeRow = {
  id: number;
  seller_name: string;
  product_name: string;
  min_price: number | null;
  deal_price: number | null;
  price_currency: string;
  trade_datetime: string;
  own_url: string | null;
  url: string | null;
};

export type NoticeRow = {
  id: number;
  seller_name: string;
  order_num: string;
  type: string;
  sell_datetime: string;
  quantity: number;
  currency: string;
  lot_size: number;
  own_url: string | null;
  url: string | null;
};

export type Category = 'trade' | 'notice';

/** The details link: the association's own page when there is one, else the exchange's. */
export const detailsUrl = (row: { own_url: string | null; url: string | null }) => row.own_url || row.url || null;
