import type { RouteTable } from './table';
import { mwPublicRoutes } from '@/lib/conference/routes-public';
import { mwProgrammeRoutes } from '@/lib/conference/routes-programme';

/** The conference site's public API: /api/mw/<spec path>. */
export const mwTable: RouteTable = {
  prefix: '/api/mw',
  routes: [...mwPublicRoutes, ...mwProgrammeRoutes],
};
