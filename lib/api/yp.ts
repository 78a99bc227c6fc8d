import type { RouteTable } from './table';
import { meetingPublicRoutes } from '@/lib/meetings/routes-public';
import { directoryPublicRoutes } from '@/lib/directory/routes-public';

/** The directory's public API, meeting participants included: /api/yp/<spec path>. */
export const ypTable: RouteTable = {
  prefix: '/api/yp',
  routes: [
    ...meetingPublicRoutes,
    ...directoryPublicRoutes,
  ],
};
