import type { RouteTable } from './table';

/** The directory back office API: /api/admin/yellow-page/<spec path>. */
export const yellowPageAdminTable: RouteTable = {
  prefix: '/api/admin/yellow-page',
  admin: true,
  routes: [],
};
