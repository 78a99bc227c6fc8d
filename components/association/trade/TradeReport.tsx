'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Pager } from '@/components/ui/Pager';
import { defaultTradeRange, TRADE_PAGE_SIZES, withEnd, withStart, type DateRange } from '@/lib/trade/constants';
import type { TradeRow } from '@/lib/trade/queries';
import { useJson } from './use-json';
import { PageSizeSelect } from '@/components/ui/PageSizeSelect';
import { TableStatus } from './TableStatus';
import { TradeCards } from './TradeCards';
import { useMediaQuery } from '@/components/ui/useMediaQuery';
import { usePagerLabels } from './usePagerLabels';
import styles from './trade.module.css';

type TradePage = { trade: TradeRow[]; totalPages: number; total: number };

function GridLoading() {
  const t = useTranslations('mm.trade');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

// ag-grid is a large library: its chunk is fetched only when this tab is first opened.
const TradeGrid = dynamic(() => import('./TradeGrid'), { ssr: false, loading: GridLoading });

/**
 * The trade report: a date range (default the last 7 days; the start never passes the end, and the visitor is
 * told when the other date moved), page sizes 10/20/30, and a pager. Any change of dates or page size goes back
 * to page 1. Phones get cards instead of the grid (and never load ag-grid); an empty range names its dates.
 */
export function TradeReport() {
  const t = useTranslations('mm.trade');
  const locale = useLocale();
  const pager = usePagerLabels();
  const [range, setRange] = useState<DateRange>(() => defaultTradeRange());
  const [limit, setLimit] = useState<number>(TRADE_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 639px)');
  const url = `/api/mm/get/trade?startDate=${range.startDate}&endDate=${range.endDate}&page=${page}&limit=${limit}`;
  const { data, loading, failed, retry } = useJson<TradePage>(url);
  const labels = useMemo(
    () => ({
      seller: t('seller'),
      product: t('product'),
      minPrice: t('minPrice'),
      currency: t('currency'),
      datetime: t('datetime'),
      details: t('details'),
      open: t('open'),
      gridLabel: t('gridLabel'),
      cardsLabel: t('cardsLabel'),
    }),
    [t],
  );
  // A date typed past the other one moves that one too: say so, or the shorter range looks like missing data.
  const changeRange = (next: DateRange, movedNote: string | null) => {
    setMoved(movedNote);
    setRange(next);
    setPage(1);
  };

  return (
    <div aria-busy={loading}>
      <div className={styles.toolbar}>
        <div className={styles.control}>
          <label htmlFor="trade-start">{t('startDate')}</label>
          <input
            id="trade-start"
            type="date"
            value={range.startDate}
            max={range.endDate}
            required
            onChange={(e) => {
              const start = e.target.value;
              if (start) changeRange(withStart(range, start), start > range.endDate ? t('endMoved', { date: start }) : null);
            }}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor="trade-end">{t('endDate')}</label>
          <input
            id="trade-end"
            type="date"
            value={range.endDate}
            min={range.startDate}
            required
            onChange={(e) => {
              const end = e.target.value;
              if (end) changeRange(withEnd(range, end), end < range.startDate ? t('startMoved', { date: end }) : null);
            }}
          />
        </div>
        <PageSizeSelect
          className={styles.control}
          id="trade-page-size"
          label={t('pageSize')}
          sizes={TRADE_PAGE_SIZES}
          value={limit}
          onChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
        {data && <p className={styles.total}>{t('total', { total: data.total })}</p>}
      </div>
      <div role="status">{moved && <p className={styles.note}>{moved}</p>}</div>
      {!data && loading ? (
        <GridLoading />
      ) : failed || !data || data.trade.length === 0 ? (
        <TableStatus failed={failed} retry={retry} why={t('emptyRange', { start: range.startDate, end: range.endDate })} />
      ) : phone ? (
        <TradeCards rows={data.trade} labels={labels} locale={locale} />
      ) : (
        <TradeGrid rows={data.trade} labels={labels} locale={locale} />
      )}
      {data && data.total > 0 && <Pager page={page} totalPages={data.totalPages} labels={pager} onChange={setPage} />}
    </div>
  );
}
