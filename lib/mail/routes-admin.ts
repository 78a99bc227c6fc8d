import { route, type Route } from '@/lib/api/table';
import { mailLog, resendMail } from './log';
import { mailLogQuery, resendMailBody } from './log-schema';

/** The mail log (admins only: recipients' addresses are personal data) and "send again" for failed messages. */
export const mailAdminRoutes: Route[] = [
  route({ method: 'GET', path: '/get/mail-log', access: 'accounts', query: mailLogQuery, handler: ({ db, query }) => mailLog(db, query) }),
  route({ method: 'POST', path: '/resend/mail', access: 'accounts', body: resendMailBody, handler: ({ db, body }) => resendMail(db, body.id) }),
];
