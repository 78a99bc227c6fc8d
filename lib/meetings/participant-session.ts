import crypto from 'node:crypto';
import { and, eq, gt, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { meetingSessions, meetingTimes, meetingUsers } from '@/lib/db/schema';
import { readCookie, sessionCookieOptions } from '@/lib/auth/cookie';
import { forbidden, unauthorized } from '@/lib/api/errors';
import { noteActor } from '@/lib/observability/context.mjs';
import type { UserType } from './validators';

/**
 * A meeting participant is identified by their session token (the spec's user_token) alone: sent as
 * `Authorization: Bearer <token>` or in the httpOnly cookie set at verification. Ids in a request never choose
 * who is acting. Every sign-in issues a fresh token; the database keeps only its SHA-256, so a leaked table
 * signs nobody in. A token lives 30 days, or until the day after the expo's last meeting slot when that comes
 * first, and dies at logout.
 */
export const PARTICIPANT_COOKIE = 'yp_participant';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

export const participantColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  email: meetingUsers.email,
  phone_number: meetingUsers.phone_number,
  user_type: meetingUsers.user_type,
};
export type Participant = { id: number; name: string; name_en: string; email: string; phone_number: string; user_type: UserType };

/** 192 random bits, URL-safe. */
function newUserToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function tokenFromRequest(req: Request): string | undefined {
  const auth = req.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? readCookie(req.headers.get('cookie'), PARTICIPANT_COOKIE);
}

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** When a session started now ends: 30 days on, or the day after the expo's last slot if that is sooner. */
async function sessionEnd(db: DbOrTx, now: Date): Promise<Date> {
  const [{ last } = { last: null }] = await db.select({ last: max(meetingTimes.meeting_date) }).from(meetingTimes);
  const month = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  const afterExpo = last ? new Date(Date.parse(`${last}T00:00:00Z`) + 2 * DAY_MS) : null;
  return afterExpo && afterExpo > now && afterExpo < month ? afterExpo : month;
}

export type ParticipantSession = { token: string; expiresAt: Date };

/** Signs a participant in: a new token (returned once, never stored) and its session row. */
export async function startParticipantSession(db: DbOrTx, userId: number, now = new Date()): Promise<ParticipantSession> {
  const token = newUserToken();
  const expiresAt = await sessionEnd(db, now);
  await db.delete(meetingSessions).where(and(eq(meetingSessions.user_id, userId), lte(meetingSessions.expires_at, now)));
  await db.insert(meetingSessions).values({ token_hash: tokenHash(token), user_id: userId, expires_at: expiresAt, created_at: now });
  return { token, expiresAt };
}

/** Logout: the token stops working everywhere at once. */
export async function endParticipantSession(db: DbOrTx, token: string | undefined) {
  if (token && TOKEN_SHAPE.test(token)) await db.delete(meetingSessions).where(eq(meetingSessions.token_hash, tokenHash(token)));
}

export async function participantByToken(db: DbOrTx, token: string | undefined, now = new Date()): Promise<Participant | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [user] = await db
    .select(participantColumns)
    .from(meetingSessions)
    .innerJoin(meetingUsers, eq(meetingUsers.id, meetingSessions.user_id))
    .where(and(eq(meetingSessions.token_hash, tokenHash(token)), gt(meetingSessions.expires_at, now)))
    .limit(1);
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

export function participantCookie({ token, expiresAt }: ParticipantSession, now = new Date()) {
  return `${PARTICIPANT_COOKIE}=${token}; ${cookieAttributes(Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)))}`;
}

export function clearedParticipantCookie() {
  return `${PARTICIPANT_COOKIE}=; ${cookieAttributes(0)}`;
}
