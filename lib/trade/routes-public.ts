import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { isoDate, limitParam, pageParam } from '@/lib/api/params';
import { defaultTradeRange, NOTICE_PAGE_SIZES, TRADE_PAGE_SIZES } from './constants';
import { getNotices, getRecentNotices, getRecentTrades, getTrades } from './queries';

const tradeQuery = z
  .object({ startDate: isoDate.optional(), endDate: isoDate.optional(), page: pageParam, limit: limitParam(TRADE_PAGE_SIZES[0]) })
  .transform((q) => {
    const fallback = defaultTradeRange();
    return { ...q, startDate: q.startDate ?? fallback.startDate, endDate: q.endDate ?? fallback.endDate };
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['startDate'], message: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.' });

/** The association's public trade calls (spec §7): the ticker, the auction schedule and the trade report. */
export const tradePublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/recent-trade', handler: async () => ({ trade: await getRecentTrades() }) }),
  route({ method: 'GET', path: '/get/recent-notice', handler: async () => ({ notice: await getRecentNotices() }) }),
  route({ method: 'GET', path: '/get/trade', query: tradeQuery, handler: ({ query }) => getTrades(query) }),
  route({
    method: 'GET',
    path: '/get/notice',
    query: z.object({ page: pageParam, limit: limitParam(NOTICE_PAGE_SIZES[0]) }),
    handler: ({ query }) => getNotices(query),
  }),
];
