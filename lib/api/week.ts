import type { RouteTable } from './table';
import { weekAdminRoutes } from '@/lib/conference/routes-admin';
import { weekCheckInRoutes } from '@/lib/conference/routes-checkin';
import { weekProgrammeRoutes } from '@/lib/conference/routes-admin-programme';

/** The conference back office API: /api/admin/week/<spec path>. */
export const weekAdminTable: RouteTable = {
  prefix: '/api/admin/week',
  admin: true,
  routes: [...weekAdminRoutes, ...weekCheckInRoutes, ...weekProgrammeRoutes],
};
