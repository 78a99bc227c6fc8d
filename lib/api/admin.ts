import { route, type RouteTable } from './table';
import { unauthorized } from './errors';

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
  ],
};
