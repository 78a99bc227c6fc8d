import type { RouteTable } from './table';
import { assessmentPublicRoutes } from '@/lib/assessment/routes-public';
import { newsPublicRoutes } from '@/lib/news/routes-public';
import { tradePublicRoutes } from '@/lib/trade/routes-public';
import { sitePublicRoutes } from '@/lib/site/routes-public';
import { aboutPublicRoutes } from '@/lib/about/routes-public';
import { logosPublicRoutes } from '@/lib/logos/routes-public';
import { filesPublicRoutes } from '@/lib/files/routes-public';
import { reportsPublicRoutes } from '@/lib/reports/routes-public';
import { siteSearchRoutes } from '@/lib/search/routes-public';

/** The association site's public API: /api/mm/<spec path>. */
export const mmTable: RouteTable = {
  prefix: '/api/mm',
  routes: [
    ...assessmentPublicRoutes,
    ...newsPublicRoutes,
    ...tradePublicRoutes,
    ...sitePublicRoutes,
    ...aboutPublicRoutes,
    ...logosPublicRoutes,
    ...filesPublicRoutes,
    ...reportsPublicRoutes,
    ...siteSearchRoutes,
  ],
};
