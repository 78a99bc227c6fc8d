import type { RouteTable } from './table';
import { meetingPublicRoutes } from '@/lib/meetings/routes-public';
import { directoryPublicRoutes } from '@/lib/directory/routes-public';
import { socialLinksRoute } from '@/lib/site/routes-public';
import { aboutUsRoute } from '@/lib/about/routes-public';
import { categoryStoreRoutes } from '@/lib/news/routes-public';

/** The directory's public API, meeting participants included: /api/yp/<spec path>. */
export const ypTable: RouteTable = {
  prefix: '/api/yp',
  routes: [
    ...meetingPublicRoutes,
    ...directoryPublicRoutes,
    // The spec's shared store calls: the association's data under the directory's prefix.
    socialLinksRoute,
    aboutUsRoute,
    ...categoryStoreRoutes,
  ],
};
