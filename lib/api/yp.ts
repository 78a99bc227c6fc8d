import type { RouteTable } from './table';

/** The directory's public API, meeting participants included: /api/yp/<spec path>. */
export const ypTable: RouteTable = {
  prefix: '/api/yp',
  routes: [],
};
