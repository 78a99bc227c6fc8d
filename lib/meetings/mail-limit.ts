import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { enforceRateLimit } from '@/lib/security/rate-limit';

/**
 * Every invitation, acceptance and cancellation mails the other participant: one participant may cause
 * a handful a minute and a few dozen an hour (what a busy expo day needs), not a flood into someone's inbox.
 */
export const MEETING_MAIL_LIMITS = [
  { name: 'minute', limit: 10, windowSeconds: 60 },
  { name: 'hour', limit: 60, windowSeconds: 3600 },
] as const;
export const TOO_MANY_MEETING_CHANGES = 'Хэт олон урилга илгээсэн байна. Түр хүлээгээд дахин оролдоно уу.';

export async function limitMeetingMail(db: DbOrTx, participantId: number) {
  for (const { name, ...limit } of MEETING_MAIL_LIMITS) {
    await enforceRateLimit(db, `meeting-mail-${name}:${participantId}`, { ...limit, message: TOO_MANY_MEETING_CHANGES });
  }
}
