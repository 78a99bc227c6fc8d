import 'server-only';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { memberCompanies } from '@/lib/logos/schema';
import { authSecret } from '@/lib/env';
import { readCookie, sessionCookieOptions } from '@/lib/auth/cookie';
import { MEMBER_COOKIE } from '@/lib/auth/sign-in-cookies.mjs';
import { forbidden, unauthorized } from '@/lib/api/errors';
import { noteActor } from '@/lib/observability/context.mjs';

/** The member self-assessment session: set after a verified one-time code, read by every member endpoint. */
export { MEMBER_COOKIE };
export const MEMBER_SESSION_SECONDS = 3 * 60 * 60;
const COOKIE_PATH = '/api/mm';

export const SESSION_EXPIRED = 'Таны баталгаажуулалтын хугацаа дууссан байна. И-мэйл хаягаа дахин оруулж код авна уу.';

function secret(): string {
  const s = authSecret();
  if (!s) throw new Error('AUTH_SECRET (or NEXTAUTH_SECRET) must be set to sign member sessions.');
  return s;
}

const sign = (payload: string) => crypto.createHmac('sha256', `${secret()}:member-session`).update(payload).digest('base64url');

/** A token `memberId.expiresAtSeconds.signature`. */
export function signMemberSession(memberId: number, now = new Date()): string {
  const payload = `${memberId}.${Math.floor(now.getTime() / 1000) + MEMBER_SESSION_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

/** The member id of a valid, unexpired token, else null. */
export function verifyMemberSession(token: string | undefined, now = new Date()): number | null {
  const match = token?.match(/^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/);
  if (!match) return null;
  const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (Number(match[2]) * 1000 <= now.getTime()) return null;
  return Number(match[1]);
}

export function memberSessionCookie(memberId: number, now = new Date()): string {
  const o = sessionCookieOptions();
  return [
    `${MEMBER_COOKIE}=${signMemberSession(memberId, now)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MEMBER_SESSION_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}

export type SessionMember = { id: number; name: string; email: string; logo: string };

/**
 * The member behind the request's session cookie (still registered and active), or 401. When the client
 * names a member id anyway, it must be the session's own: another member's id is a 403.
 */
export async function requireMember(db: DbOrTx, req: Request, claimedMemberId?: number): Promise<SessionMember> {
  const id = verifyMemberSession(readCookie(req.headers.get('cookie'), MEMBER_COOKIE));
  if (id === null) throw unauthorized(SESSION_EXPIRED);
  const [member] = await db
    .select({ id: memberCompanies.id, name: memberCompanies.name, email: memberCompanies.email, logo: memberCompanies.logo })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)))
    .limit(1);
  if (!member) throw unauthorized(SESSION_EXPIRED);
  noteActor('member', member.id);
  if (claimedMemberId !== undefined && claimedMemberId !== member.id) throw forbidden('Өөр байгууллагын мэдээлэлд хандах эрхгүй.');
  return member;
}
