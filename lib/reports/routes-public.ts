import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { langParam, limitParam, pageParam } from '@/lib/api/params';
import { getReports, REPORT_PAGE_SIZE } from './queries';

export const reportsPublicRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/get/report',
    query: z.object({ lang: langParam, page: pageParam, limit: limitParam(REPORT_PAGE_SIZE) }),
    handler: async ({ query }) => {
      const { reports, totalPages } = await getReports(query);
      return { reports, totalPages };
    },
  }),
];
