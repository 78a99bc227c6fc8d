import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { authSecret } from '@/lib/env';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { oneTimeCodes } from './schema';
import { CHALLENGE_SHAPE, CODE_MAX_ATTEMPTS, CODE_MESSAGES, CODE_TTL_SECONDS, GUESS_LIMIT, TOO_MANY_GUESSES } from './code-rules';

/**
 * One-time codes (member assessment 'member', meeting sign-in 'participant'): six digits from a CSPRNG,
 * stored only as an HMAC-SHA256 keyed with a server pepper, valid 10 minutes, single use, at most 5 wrong
 * tries; issuing a new code voids the subject's earlier ones. The client names a code by its challenge, a
 * random handle it gets when the code is sent, never by a guessable id: nobody can spend someone else's tries
 * without first asking for a code to their address. Besides the 5 tries per code, one caller address gets
 * GUESS_LIMIT guesses whatever the code (limitGuesses).
 */

function hashCode(purpose: string, subjectId: number, code: string): string {
  const pepper = authSecret();
  if (!pepper) throw new Error('AUTH_SECRET (or NEXTAUTH_SECRET) must be set to hash one-time codes.');
  return crypto.createHmac('sha256', `${pepper}:one-time-code`).update(`${purpose}:${subjectId}:${code}`).digest('hex');
}

export function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

type Subject = { purpose: string; subjectId: number; now?: Date };
export type IssuedCode = { code: string; challenge: string };

/**
 * One guess from a caller address, whichever code it is for: over GUESS_LIMIT it is 429. CODE_GUESS_LIMIT
 * raises it where every caller shares one address on purpose (the browser tests all come from 127.0.0.1).
 */
export async function limitGuesses(db: DbOrTx, ip: string, now = new Date()) {
  const limit = Number(process.env.CODE_GUESS_LIMIT) || GUESS_LIMIT.limit;
  await enforceRateLimit(db, `code-guess:${ip}`, { ...GUESS_LIMIT, limit, now, message: TOO_MANY_GUESSES });
}

/**
 * Issues a new code for the subject, voiding the earlier ones. The code is to be mailed (never stored), the
 * challenge goes back to the client that asked.
 */
export async function issueCode(tx: DbOrTx, { purpose, subjectId, now = new Date() }: Subject): Promise<IssuedCode> {
  const code = newCode();
  const challenge = crypto.randomBytes(16).toString('base64url');
  await tx
    .update(oneTimeCodes)
    .set({ voided_at: now })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject_id, subjectId), isNull(oneTimeCodes.used_at), isNull(oneTimeCodes.voided_at)));
  await tx.insert(oneTimeCodes).values({
    purpose,
    subject_id: subjectId,
    code_hash: hashCode(purpose, subjectId, code),
    challenge,
    expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    created_at: now,
  });
  return { code, challenge };
}

export type CodeCheck = { ok: true; subjectId: number } | { ok: false; message: string };

/**
 * Checks a code against the subject's live code. A wrong code spends one try (counted atomically, so
 * parallel guesses cannot exceed the limit); a right one is consumed so it works only once.
 */
export async function checkCode(
  db: DbOrTx,
  { purpose, challenge, code, now = new Date() }: { purpose: string; challenge: string; code: string; now?: Date },
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.challenge, challenge), isNull(oneTimeCodes.used_at), isNull(oneTimeCodes.voided_at)))
    .limit(1);
  if (!live) return { ok: false, message: CODE_MESSAGES.missing };
  const subjectId = live.subject_id;
  if (live.expires_at.getTime() <= now.getTime()) return { ok: false, message: CODE_MESSAGES.expired };
  if (live.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: CODE_MESSAGES.exhausted };

  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(purpose, subjectId, code), 'hex');
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    const used = await db
      .update(oneTimeCodes)
      .set({ used_at: now })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.used_at), isNull(oneTimeCodes.voided_at), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ id: oneTimeCodes.id });
    return used.length ? { ok: true, subjectId } : { ok: false, message: CODE_MESSAGES.missing };
  }

  const [spent] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  const left = CODE_MAX_ATTEMPTS - (spent?.attempts ?? CODE_MAX_ATTEMPTS);
  return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.exhausted };
}
