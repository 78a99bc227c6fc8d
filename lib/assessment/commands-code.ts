import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { badRequest, notFound, tooManyRequests } from '@/lib/api/errors';
import { rateLimit } from '@/lib/security/rate-limit';
import { memberCompanies } from '@/lib/logos/schema';
import { checkCode } from './codes';
import { CODE_SEND_FAILED, mailNewCode } from './code-delivery';
import { codeMail } from './code-mail';
import { memberProgress } from './queries';

export const MEMBER_CODE = 'member';
export const CODE_SENT = 'Баталгаажуулах код илгээгдлээ.';
export { CODE_SEND_FAILED };
export const SEND_GAP_SECONDS = 60;
export const SENDS_PER_HOUR = 5;
const MEMBER_NOT_FOUND = 'Гишүүн байгууллага олдсонгүй.';

async function activeMember(db: Db, id: number) {
  const [member] = await db
    .select({ id: memberCompanies.id, name: memberCompanies.name, email: memberCompanies.email, logo: memberCompanies.logo })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)))
    .limit(1);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

const waitMessage = (seconds: number) => `Дахин код авахын өмнө ${seconds} секунд хүлээнэ үү.`;

/**
 * Mails a member a new code: at most one per minute and five per hour, each voiding the previous one. Answers
 * the code's challenge as `id`, which the client sends back with the code.
 */
export async function sendMemberCode(db: Db, memberId: number, now = new Date()) {
  const member = await activeMember(db, memberId);
  const gap = await rateLimit(db, `member-code-gap:${memberId}`, { limit: 1, windowSeconds: SEND_GAP_SECONDS, now });
  if (!gap.ok) throw tooManyRequests(gap.retryAfter, waitMessage(gap.retryAfter));
  const hourly = await rateLimit(db, `member-code-hour:${memberId}`, { limit: SENDS_PER_HOUR, windowSeconds: 3600, now });
  if (!hourly.ok) throw tooManyRequests(hourly.retryAfter, waitMessage(hourly.retryAfter));

  const challenge = await mailNewCode(db, {
    purpose: MEMBER_CODE,
    subjectId: memberId,
    now,
    related: `member ${memberId}`,
    mail: (code) => codeMail(member.email, member.name, code),
  });
  return { message: CODE_SENT, id: challenge };
}

/** Checks a member's code by its challenge; on success returns the member and where their assessment stands. */
export async function verifyMemberCode(db: Db, challenge: string, code: string, now = new Date()) {
  const check = await checkCode(db, { purpose: MEMBER_CODE, challenge, code, now });
  if (!check.ok) throw badRequest(check.message);
  const member = await activeMember(db, check.subjectId);
  const progress = await memberProgress(db, member.id);
  return { member: { id: member.id, name: member.name, logo: member.logo }, ...progress };
}
