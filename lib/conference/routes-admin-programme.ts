import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { deleteSession, listAdminSessions, saveSession } from './programme-admin';
import { adminSessionsQuery, sessionSchema, sessionUpdateSchema } from './programme-validators';
import { idQuery } from './validators';

/** The programme's sessions in the back office (/api/admin/week). */
export const weekProgrammeRoutes: Route[] = [
  route({ method: 'GET', path: '/get/sessions', query: adminSessionsQuery, handler: async ({ db, query }) => ({ sessions: await listAdminSessions(db, query.event) }) }),
  route({ method: 'POST', path: '/insert/session', body: sessionSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'POST', path: '/update/session', body: sessionUpdateSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'DELETE', path: '/delete/session', query: idQuery, handler: async ({ db, query }) => ({ session: await deleteSession(db, query.id) }) }),
];
