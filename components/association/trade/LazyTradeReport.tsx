'use client';

import dynamic from 'next/dynamic';

/** The report tab's code (date range, pager, grid loader) is fetched when the tab is first opened, not with the page. */
export const LazyTradeReport = dynamic(() => import('./TradeReport').then((m) => m.TradeReport));
