import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { meetingUsers } from '@/lib/db/schema';
import { readCookie, sessionCookieOptions } from '@/lib/auth/cookie';
import { forbidden, unauthorized } from '@/lib/api/errors';
import { noteActor } from '@/lib/observability/context.mjs';

/**
 * A meeting participant is identified by their user_token alone: sent as `Authorization: Bearer <token>`
 * or in the httpOnly cookie set at verification. Ids in a request never choose who is acting.
 */
export const PARTICIPANT_COOKIE = 'yp_participant';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

export const participantColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  email: meetingUsers.email,
  phone_number: meetingUsers.phone_number,
  user_type: meetingUsers.user_type,
};
export type Participant = { id: number; name: string; name_en: string; email: string; phone_number: string; user_type: string };

/** 192 random bits, URL-safe. */
export function newUserToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function tokenFromRequest(req: Request): string | undefined {
  const auth = req.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? readCookie(req.headers.get('cookie'), PARTICIPANT_COOKIE);
}

export async function participantByToken(db: DbOrTx, token: string | undefined): Promise<Participant | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [user] = await db.select(participantColumns).from(meetingUsers).where(eq(meetingUsers.user_token, token)).limit(1);
  if (user) noteActor('participant', user.id);
  return user ?? null;
}

export async function requireParticipant(db: DbOrTx, req: Request): Promise<Participant> {
  const user = await participantByToken(db, tokenFromRequest(req));
  if (!user) throw unauthorized('Нэвтрэх шаардлагатай. Цахим шуудангаа баталгаажуулж нэвтэрнэ үү.');
  return user;
}

/** A request that names another participant (id, sender_id, userId) is refused, never silently re-targeted. */
export function assertActsAs(actor: Participant, claimedId: number | undefined) {
  if (claimedId !== undefined && claimedId !== actor.id) throw forbidden('Өөр хэрэглэгчийн нэрийн өмнөөс үйлдэл хийх боломжгүй.');
}

function cookieAttributes(maxAge: number) {
  const secure = sessionCookieOptions().secure ? '; Secure' : '';
  // Strict: the participant API has state-changing GETs (accept), so no cross-site navigation may carry the cookie.
  return `Path=/api/yp; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

export function participantCookie(token: string) {
  return `${PARTICIPANT_COOKIE}=${token}; ${cookieAttributes(COOKIE_MAX_AGE)}`;
}

export function clearedParticipantCookie() {
  return `${PARTICIPANT_COOKIE}=; ${cookieAttributes(0)}`;
}
