import type { RouteTable } from './table';

/** The association site's public API: /api/mm/<spec path>. */
export const mmTable: RouteTable = {
  prefix: '/api/mm',
  routes: [],
};
