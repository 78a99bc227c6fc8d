import type { RouteTable } from './table';
import { mwPublicRoutes } from '@/lib/conference/routes-public';

/** The conference site's public API: /api/mw/<spec path>. */
export const mwTable: RouteTable = {
  prefix: '/api/mw',
  routes: [...mwPublicRoutes],
};
