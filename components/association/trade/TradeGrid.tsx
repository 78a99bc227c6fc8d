'use client';

import { useMemo } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  ClientSideRowModelModule,
  DateFilterModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  TextFilterModule,
  themeQuartz,
  type ColDef,
  type ICellRendererParams,
} from 'ag-grid-community';
import type { TradeRow } from '@/lib/trade/queries';
import type { Locale } from '@/lib/i18n/routing';
import { tradeNames } from '@/lib/trade/in-language';
import { InLanguageText } from '@/components/ui/InLanguageText';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';
import { GRID_LOCALE_MN } from './grid-locale-mn';

// Only what the grid uses: rows given by us, sorting and column moves (core), text/number/date filters, Mongolian words.
ModuleRegistry.registerModules([ClientSideRowModelModule, TextFilterModule, NumberFilterModule, DateFilterModule, LocaleModule]);

const theme = themeQuartz.withParams({ accentColor: '#0b4f8a', headerFontWeight: 700, fontFamily: 'inherit' });

type Labels = { seller: string; product: string; minPrice: string; currency: string; datetime: string; details: string; open: string; gridLabel: string };

function DetailsLink({ data, value }: ICellRendererParams<TradeRow, string>) {
  const href = data?.own_url || data?.url;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  ) : null;
}

type NameCellParams = ICellRendererParams<TradeRow, string> & { locale: Locale; name: 'seller' | 'product' };

/** A seller or product name in the page's language, marked lang="mn" where the data had no English. */
function NameCell({ data, locale, name }: NameCellParams) {
  return data ? <InLanguageText value={tradeNames(data, locale)[name]} /> : null;
}

/** The trade report grid (ag-grid, loaded only when the report tab opens): sortable, filterable, movable columns. */
export default function TradeGrid({ rows, labels, locale }: { rows: TradeRow[]; labels: Labels; locale: Locale }) {
  const columns = useMemo<ColDef<TradeRow>[]>(
    () => [
      // Sorted and filtered by the name shown (English on /en where the data has it).
      ...(['seller', 'product'] as const).map(
        (name): ColDef<TradeRow> => ({
          colId: name,
          headerName: labels[name],
          valueGetter: (p) => (p.data ? tradeNames(p.data, locale)[name].text : ''),
          cellRenderer: NameCell,
          cellRendererParams: { locale, name },
          filter: 'agTextColumnFilter',
          flex: 2,
          minWidth: name === 'seller' ? 180 : 160,
        }),
      ),
      {
        field: 'min_price',
        headerName: labels.minPrice,
        filter: 'agNumberColumnFilter',
        minWidth: 130,
        valueFormatter: (p) => (p.value == null ? '' : Number(p.value).toLocaleString('en-US')),
      },
      { field: 'price_currency', headerName: labels.currency, filter: 'agTextColumnFilter', width: 110 },
      {
        field: 'trade_datetime',
        headerName: labels.datetime,
        filter: 'agDateColumnFilter',
        minWidth: 170,
        sort: 'desc',
        filterValueGetter: (p) => (p.data ? new Date(`${ubDay(p.data.trade_datetime)}T00:00:00`) : null),
        valueFormatter: (p) => (p.value ? `${ubDay(p.value)} ${ubTime(p.value)}` : ''),
      },
      { colId: 'details', headerName: labels.details, valueGetter: () => labels.open, cellRenderer: DetailsLink, sortable: false, filter: false, width: 130 },
    ],
    [labels, locale],
  );
  return (
    <div style={{ height: Math.min(80 + rows.length * 42, 600), width: '100%' }} role="region" aria-label={labels.gridLabel}>
      <AgGridReact<TradeRow>
        theme={theme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: true, resizable: true }}
        localeText={locale === 'mn' ? GRID_LOCALE_MN : undefined}
        suppressNoRowsOverlay
        ensureDomOrder
        getRowId={(p) => String(p.data.id)}
      />
    </div>
  );
}
