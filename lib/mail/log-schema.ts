import { z } from 'zod';
import { idParam, limitParam, pageParam } from '@/lib/api/params';
import { MAIL_KINDS, MAIL_STATUSES } from './kinds';

/** GET /api/admin/get/mail-log: page, limit, and optional status and recipient (part of the address) filters. */
export const mailLogShape = {
  page: pageParam,
  limit: limitParam(20),
  status: z.enum(MAIL_STATUSES, { error: 'Төлөв буруу байна.' }).optional(),
  to: z.string().trim().max(254).optional(),
};

export const resendMailBody = z.object({ id: idParam });

/** One mail log row as staff see it: never the body (codes, sign-in links), only what happened to it. */
export const mailLogEntry = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  related: z.string().describe("what it is about: 'meeting MT-…', 'registration 12' …"),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  send_after: z.string().describe('when it is (or was) due'),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});

export const mailLogPage = z.object({ mails: z.array(mailLogEntry), total: z.number().int(), totalPages: z.number().int() });
