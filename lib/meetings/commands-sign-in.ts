import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { meetingUsers } from '@/lib/db/schema';
import { HttpError, badRequest, forbidden } from '@/lib/api/errors';
import { mailNewCode } from '@/lib/assessment/code-delivery';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { checkCode } from '@/lib/assessment/codes';
import { startParticipantSession, type ParticipantSession } from './participant-session';
import { CODE_SENT, SEND_GAP_SECONDS, SENDS_PER_HOUR } from '@/lib/assessment/commands-code';
import { participantCodeMail } from './mail';
import { verifiedGoogleEmail } from './google-id-token';

/*
 * Participant sign-in: a one-time code mailed to a registered address (the same code rules as the member
 * self-assessment, purpose 'participant'), or a Google ID token for a registered address. Either way the
 * result is a new session (a fresh user_token).
 */

export const PARTICIPANT_CODE = 'participant';
export const UNREGISTERED_EMAIL = 'Бүртгэлгүй цахим шуудан байна.';
/** Look-ups per address and window, so the registered-or-not answer cannot be harvested in bulk. */
const LOOKUPS_PER_WINDOW = 30;
const LOOKUP_WINDOW_SECONDS = 10 * 60;

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: meetingUsers.id, email: meetingUsers.email })
    .from(meetingUsers)
    .where(eq(sql`lower(${meetingUsers.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

const TOO_SOON = 'Шинэ код авахын өмнө түр хүлээнэ үү.';

/**
 * {user: {id}} for a registered address (a code is on its way; id is the code's random challenge, which the
 * client sends back with the code), {user: null} for an unknown one.
 */
export async function sendParticipantCode(db: Db, email: string, ip: string, now = new Date()) {
  await enforceRateLimit(db, `participant-lookup:${ip}`, { limit: LOOKUPS_PER_WINDOW, windowSeconds: LOOKUP_WINDOW_SECONDS, now });
  const user = await userByEmail(db, email);
  if (!user) return { user: null, message: UNREGISTERED_EMAIL };
  // The same spacing as the member self-assessment: one code a minute, five an hour (429 with Retry-After).
  await enforceRateLimit(db, `participant-code-gap:${user.id}`, { limit: 1, windowSeconds: SEND_GAP_SECONDS, now, message: TOO_SOON });
  await enforceRateLimit(db, `participant-code-hour:${user.id}`, { limit: SENDS_PER_HOUR, windowSeconds: 3600, now, message: TOO_SOON });

  const challenge = await mailNewCode(db, {
    purpose: PARTICIPANT_CODE,
    subjectId: user.id,
    now,
    related: `participant ${user.id}`,
    mail: (code) => participantCodeMail(user.email, code),
  });
  return { user: { id: challenge }, message: CODE_SENT };
}

export async function verifyParticipantCode(db: Db, challenge: string, code: string, now = new Date()): Promise<ParticipantSession> {
  const check = await checkCode(db, { purpose: PARTICIPANT_CODE, challenge, code, now });
  if (!check.ok) throw badRequest(check.message);
  return startParticipantSession(db, check.subjectId, now);
}

/** Google sign-in is accepted only for an address registered as a participant. */
export async function signInWithGoogle(db: Db, credential: string, clientId: string) {
  const email = await verifiedGoogleEmail(credential, clientId).catch((error) => {
    console.error('[meetings] Google token check failed:', error);
    throw new HttpError(502, 'Google-ээр нэвтрэхэд алдаа гарлаа. Цахим шуудангаараа нэвтэрнэ үү.');
  });
  if (!email) throw forbidden('Google-ийн баталгаажуулалт хүчингүй байна.');
  const user = await userByEmail(db, email);
  if (!user) throw forbidden(UNREGISTERED_EMAIL);
  return startParticipantSession(db, user.id);
}
