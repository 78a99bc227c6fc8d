import { dateColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource, type Column, type Sheet } from '@/components/admin/resource/define';

/** Rows of GET /api/admin/get/trade and /get/notice (spec §2: read only). */
type Links = { id: number; seller_name: string; own_url: string | null; url: string | null };
type TradeRow = Links & { product_name: string; min_price: number | null; deal_price: number | null; price_currency: string; trade_datetime: string };
type NoticeRow = Links & { order_num: string; type: string; sell_datetime: string; quantity: number; currency: string; lot_size: number };

const number = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 3 });
const formatNumber = (value: number | null) => (value == null ? '' : number.format(value));

/** An amount, sorted and filtered as a number, shown with its unit when the row has one (a price's currency). */
const amount = <Row extends Links>(field: keyof Row & string, label: string, unit?: (row: Row) => string): Column<Row> => ({
  field,
  label,
  cell: 'number',
  sortable: true,
  filter: 'number',
  value: (row) => [formatNumber(row[field] as number | null), row[field] == null ? '' : unit?.(row)].filter(Boolean).join(' '),
});

/** The details link: the association's own page when there is one, else the exchange's; opens in a new tab. */
const details = <Row extends Links>(): Column<Row> => ({ field: 'url', label: 'grid.details', cell: 'link', linkText: 'grid.open', href: (row) => row.own_url || row.url || '' });

/** A read-only exchange list: GET /get/<key> → result[]; the seller first and the details link last. */
const exchangeList = <Row extends Links>(key: 'trade' | 'notice', columns: Column<Row>[]) =>
  defineListResource<Row>({
    key,
    messages: 'admin.content2.trade',
    title: 'grid.grid',
    nameField: 'seller_name',
    empty: 'empty',
    api: { list: `/get/${key}`, rows: 'result' },
    columns: [textColumn('seller_name', 'grid.seller'), ...columns, details()],
  });

export const tradeResource = exchangeList<TradeRow>('trade', [
  textColumn('product_name', 'grid.product'),
  amount('min_price', 'grid.minPrice', (row) => row.price_currency),
  amount('deal_price', 'grid.dealPrice', (row) => row.price_currency),
  dateColumn('trade_datetime', 'grid.tradeDate'),
]);

export const noticeResource = exchangeList<NoticeRow>('notice', [
  textColumn('order_num', 'grid.orderNum'),
  textColumn('type', 'grid.type'),
  dateColumn('sell_datetime', 'grid.sellDate'),
  amount('quantity', 'grid.quantity'),
  textColumn('currency', 'grid.currency'),
  amount('lot_size', 'grid.lotSize'),
]);

/**
 * The import of the exchange's CSV or JSON export (POST /import/trade): trades and notices, each row checked, the
 * refused ones listed with their kind and reasons; importing the same file again changes nothing. The template is
 * the trades' header (the notices' columns are listed beside it).
 */
export const TRADE_IMPORT: Sheet = {
  path: '/import/trade',
  messages: 'admin.content2.trade.import',
  title: 'title',
  nameKey: 'kind',
  summary: 'summary',
  accept: '.csv,.json,text/csv,application/json',
  template: 'id,seller_name,product_name,product_category,mass,min_price,deal_price,price_currency,trade_datetime,own_url,url\r\n',
  templateName: 'trades.csv',
};
