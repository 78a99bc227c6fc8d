import { route, type RouteTable } from './table';
import { unauthorized } from './errors';
import { assessmentAdminRoutes } from '@/lib/assessment/routes-admin';
import { newsAdminRoutes } from '@/lib/news/routes-admin';
import { siteAdminRoutes } from '@/lib/site/routes-admin';
import { accountAdminRoutes } from '@/lib/accounts/routes-admin';
import { filesAdminRoutes } from '@/lib/files/routes-admin';
import { tradeAdminRoutes } from '@/lib/trade/routes-admin';
import { aboutAdminRoutes } from '@/lib/about/routes-admin';
import { logosAdminRoutes } from '@/lib/logos/routes-admin';
import { reportsAdminRoutes } from '@/lib/reports/routes-admin';
import { auditAdminRoutes } from '@/lib/audit/routes-admin';
import { mailAdminRoutes } from '@/lib/mail/routes-admin';
import { redirectAdminRoutes } from '@/lib/redirects/routes-admin';
import { previewRoutes } from '@/lib/publishing/preview';

/** The association back office API: /api/admin/<spec path>. Every route needs a back-office session. */
export const adminTable: RouteTable = {
  prefix: '/api/admin',
  admin: true,
  routes: [
    route({
      method: 'GET',
      path: '/auth',
      access: 'session',
      handler: ({ admin }) => {
        if (!admin) throw unauthorized();
        return { account: admin };
      },
    }),
    route({ method: 'GET', path: '/get/account', handler: ({ admin }) => ({ account: admin }) }),
    ...assessmentAdminRoutes,
    ...newsAdminRoutes,
    ...siteAdminRoutes,
    ...accountAdminRoutes,
    ...filesAdminRoutes,
    ...tradeAdminRoutes,
    ...aboutAdminRoutes,
    ...logosAdminRoutes,
    ...reportsAdminRoutes,
    ...auditAdminRoutes,
    ...mailAdminRoutes,
    ...redirectAdminRoutes,
    ...previewRoutes,
  ],
};
