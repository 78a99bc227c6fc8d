import { route, type Route } from '@/lib/api/table';
import { listRoute } from '@/lib/api/list-route';
import { mailLog, mailLogList, resendMail } from './log';
import { resendMailBody } from './log-schema';

/** The mail log (admins only: recipients' addresses are personal data) and "send again" for failed messages. */
export const mailAdminRoutes: Route[] = [
  listRoute(mailLogList, { path: '/get/mail-log', access: 'accounts', handler: ({ db, query }, list) => mailLog(db, query, list) }),
  route({ method: 'POST', path: '/resend/mail', access: 'accounts', body: resendMailBody, handler: ({ db, body }) => resendMail(db, body.id) }),
];
