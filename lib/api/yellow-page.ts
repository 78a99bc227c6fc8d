import type { RouteTable } from './table';
import { meetingAdminRoutes } from '@/lib/meetings/routes-admin';
import { directoryAdminRoutes } from '@/lib/directory/routes-admin';
import { bannerAdminRoutes } from '@/lib/site/routes-admin';

/** The directory back office API: /api/admin/yellow-page/<spec path>. */
export const yellowPageAdminTable: RouteTable = {
  prefix: '/api/admin/yellow-page',
  admin: true,
  routes: [
    ...meetingAdminRoutes,
    ...directoryAdminRoutes,
    ...bannerAdminRoutes('yp'),
  ],
};
