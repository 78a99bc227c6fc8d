'use client';

import { useMemo } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { NumberFilterModule, TextFilterModule, type ColDef } from 'ag-grid-community';
import AdminGrid from '@/components/admin/grid/AdminGrid';
import { formatDateTime } from '@/components/admin/format';
import { detailsUrl, type Category, type NoticeRow, type TradeRow } from './types';

/* Loaded with next/dynamic only on this screen; the page's rows are sorted and filtered in the browser. */
const MODULES = [TextFilterModule, NumberFilterModule];
const OPTIONS = { defaultColDef: { filter: true } };

export type TradeGridLabels = Record<
  'grid' | 'seller' | 'product' | 'minPrice' | 'dealPrice' | 'tradeDate' | 'orderNum' | 'type' | 'sellDate' | 'quantity' | 'currency' | 'lotSize' | 'details' | 'open',
  string
>;

type Row = TradeRow | NoticeRow;
type Context = { labels: TradeGridLabels };

function DetailsCell({ data, context }: CustomCellRendererProps<Row, unknown, Context>) {
  const href = data ? detailsUrl(data) : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {context.labels.open}
    </a>
  );
}

const number = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 3 });
const formatNumber = (value: unknown) => (typeof value === 'number' ? number.format(value) : '');

/** One page of trades or notices as a spreadsheet-style grid: sort, filter, resize and move columns within the page. */
export default function TradeGrid({ category, rows, labels }: { category: Category; rows: Row[]; labels: TradeGridLabels }) {
  const columns = useMemo<ColDef<Row>[]>(() => {
    const details: ColDef<Row> = { headerName: labels.details, cellRenderer: DetailsCell, sortable: false, filter: false, minWidth: 110 };
    const amount = (field: string, headerName: string): ColDef<Row> => ({
      headerName,
      field: field as never,
      filter: 'agNumberColumnFilter',
      valueFormatter: (p) => formatNumber(p.value),
      minWidth: 130,
    });
    if (category === 'trade') {
      return [
        { headerName: labels.seller, field: 'seller_name' as never, minWidth: 180 },
        { headerName: labels.product, field: 'product_name' as never, minWidth: 180 },
        { ...amount('min_price', labels.minPrice), valueFormatter: (p) => (p.value == null ? '' : `${formatNumber(p.value)} ${(p.data as TradeRow).price_currency}`) },
        { ...amount('deal_price', labels.dealPrice), valueFormatter: (p) => (p.value == null ? '' : `${formatNumber(p.value)} ${(p.data as TradeRow).price_currency}`) },
        { headerName: labels.tradeDate, field: 'trade_datetime' as never, valueFormatter: (p) => formatDateTime(p.value), minWidth: 160 },
        details,
      ];
    }
    return [
      { headerName: labels.seller, field: 'seller_name' as never, minWidth: 180 },
      { headerName: labels.orderNum, field: 'order_num' as never, minWidth: 120 },
      { headerName: labels.type, field: 'type' as never, minWidth: 120 },
      { headerName: labels.sellDate, field: 'sell_datetime' as never, valueFormatter: (p) => formatDateTime(p.value), minWidth: 160 },
      amount('quantity', labels.quantity),
      { headerName: labels.currency, field: 'currency' as never, minWidth: 100 },
      amount('lot_size', labels.lotSize),
      details,
    ];
  }, [category, labels]);

  return (
    <AdminGrid<Row>
      label={labels.grid}
      rows={rows}
      columns={columns}
      layout={`trade-${category}`}
      modules={MODULES}
      options={OPTIONS}
      context={{ labels }}
      getRowId={(row) => `${category}-${row.id}`}
    />
  );
}
