import type { RouteTable } from './table';

/** The conference site's public API: /api/mw/<spec path>. */
export const mwTable: RouteTable = {
  prefix: '/api/mw',
  routes: [],
};
