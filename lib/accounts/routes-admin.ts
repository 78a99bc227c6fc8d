import { route, type Route } from '@/lib/api/table';
import { totalPages } from '@/lib/api/params';
import { accountListSpec, deleteAccount, insertAccount, listAccounts, updateAccount } from './commands';
import { listRoute } from '@/lib/api/list-route';
import { accountInsertBody, accountUpdateBody, idQuery } from './validators';

/** Admin accounts: admins (role 2) only, reads included. */
export const accountAdminRoutes: Route[] = [
  listRoute(accountListSpec, {
    path: '/get/admin-users',
    access: 'accounts',
    handler: async ({ db, query }, list) => {
      const { rows, total } = await listAccounts(db, query, list);
      return { account: rows, total, totalPages: totalPages(total, query.limit) };
    },
  }),
  route({
    method: 'POST',
    path: '/insert/account',
    access: 'accounts',
    body: accountInsertBody,
    handler: async ({ db, body }) => ({ account: await insertAccount(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/account',
    access: 'accounts',
    body: accountUpdateBody,
    handler: async ({ db, body: { id, ...values }, admin }) => ({ account: await updateAccount(db, admin!.id, id, values) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/account',
    access: 'accounts',
    query: idQuery,
    handler: async ({ db, query, admin }) => {
      await deleteAccount(db, admin!.id, query.id);
      return { success: true };
    },
  }),
];
