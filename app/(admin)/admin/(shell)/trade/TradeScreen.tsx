'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import type { Resource } from '@/components/admin/resource/define';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import type { DateRange } from '@/lib/trade/constants';
import { DateRangeFilter } from './DateRangeFilter';
import { noticeResource, TRADE_IMPORT, tradeResource } from './resource';

// One grid shows either list; each resource's columns already know their own row shape.
const RESOURCES = { trade: tradeResource, notice: noticeResource } as unknown as Record<'trade' | 'notice', Resource>;
type Category = keyof typeof RESOURCES;

/** /admin/trade: read-only grids of trades (default) and notices with a date range, page sizes and totals, plus the import. */
export function TradeScreen() {
  const t = useTranslations('admin.content2.trade');
  const canImport = useCan('write');
  const notice = useNotice();
  const [category, setCategory] = useState<Category>('trade');
  const [range, setRange] = useState<DateRange | null>(null);
  return (
    <>
      <PageHeader title={t('heading')} />
      <section className={ui.card} aria-labelledby="trade-data-title">
        <h2 id="trade-data-title" className="visually-hidden">
          {t('dataTitle')}
        </h2>
        <DateRangeFilter onApply={setRange} />
        <div className={ui.toolbar}>
          <label htmlFor="trade-category">{t('category')} </label>
          <select id="trade-category" className={ui.select} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            <option value="trade">{t('categories.trade')}</option>
            <option value="notice">{t('categories.notice')}</option>
          </select>
        </div>
        {notice.element}
        {/* A new category or range starts again at page 1. */}
        <ResourceList key={`${category}-${JSON.stringify(range)}`} resource={RESOURCES[category]} notice={notice} params={range ?? undefined} />
      </section>
      {canImport && (
        <div className={ui.card} style={{ marginTop: '1rem' }}>
          <SheetUpload resource={RESOURCES[category]} sheet={TRADE_IMPORT} nameCell={(row) => t(`import.${row.kind === 'trade' ? 'trade' : 'notice'}`)} />
          <details>
            <summary>{t('import.columnsTitle')}</summary>
            <p>
              <strong>{t('import.noticeColumns')}</strong> <code>id, seller_name, order_num, type, sell_datetime, quantity, currency, lot_size, own_url, url, other</code>
            </p>
            <p className={ui.muted}>{t('import.columnsNote')}</p>
          </details>
        </div>
      )}
    </>
  );
}
