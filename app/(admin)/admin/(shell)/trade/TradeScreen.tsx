'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { EmptyState } from '@/components/admin/EmptyState';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { DateRangeFilter, type Range } from './DateRangeFilter';
import { ImportPanel } from './ImportPanel';
import { useCan } from '@/components/admin/role';
import type { TradeGridLabels } from './TradeGrid';
import type { Category, NoticeRow, TradeRow } from './types';

const TradeGrid = dynamic(() => import('./TradeGrid'), { ssr: false, loading: () => <Spinner /> });

const PAGE_SIZES = [20, 50, 100] as const;
const LABEL_KEYS = ['grid', 'seller', 'product', 'minPrice', 'dealPrice', 'tradeDate', 'orderNum', 'type', 'sellDate', 'quantity', 'currency', 'lotSize', 'details', 'open'] as const;
type Answer = { result: (TradeRow | NoticeRow)[]; total: number; totalPages: number };

/** /admin/trade: read-only grids of trades (default) and notices with a date range, page sizes and totals, plus the import. */
export function TradeScreen() {
  const t = useTranslations('admin.content2.trade');
  const canImport = useCan('write');
  const [category, setCategory] = useState<Category>('trade');
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const params = new URLSearchParams({ page: String(page), limit: String(limit), ...(range ?? {}) });
  const path = `/get/${category}?${params}`;
  // While a new page loads the old one stays, but never the other category's rows in this grid's columns.
  const list = useAdminQuery<Answer>(path, {
    placeholderData: (previous, previousQuery) => (String(previousQuery?.queryKey[1]).includes(`/get/${category}?`) ? previous : undefined),
  });
  const labels = useMemo(() => Object.fromEntries(LABEL_KEYS.map((k) => [k, t(`grid.${k}`)])) as TradeGridLabels, [t]);

  return (
    <>
      <PageHeader title={t('heading')} />
      <section className={ui.card} aria-labelledby="trade-data-title">
        <h2 id="trade-data-title" className="visually-hidden">
          {t('dataTitle')}
        </h2>
        <DateRangeFilter
          onApply={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <div className={ui.toolbar}>
          <span>
            <label htmlFor="trade-category">{t('category')} </label>
            <select
              id="trade-category"
              className={ui.select}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as Category);
                setPage(1);
              }}
            >
              <option value="trade">{t('categories.trade')}</option>
              <option value="notice">{t('categories.notice')}</option>
            </select>
          </span>
          <PageSizeSelect id="trade-size" sizes={PAGE_SIZES} value={limit} onChange={(size) => { setLimit(size); setPage(1); }} />
        </div>
        {list.error && (
          <p role="alert" className={ui.error}>
            {list.error.message}
          </p>
        )}
        {list.isLoading && <Spinner />}
        {list.data && list.data.result.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
        {list.data && list.data.result.length > 0 && <TradeGrid category={category} rows={list.data.result} labels={labels} />}
        {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      </section>
      {canImport && <ImportPanel />}
    </>
  );
}
