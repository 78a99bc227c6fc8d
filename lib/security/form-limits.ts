import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { enforceRateLimit } from './rate-limit';
import { normalEmail } from './contact-patterns';

/**
 * Limits for the public forms and sign-in, per caller address and per e-mail address: the address limit
 * stops one machine flooding a form, the e-mail limit stops many machines flooding one person's inbox or
 * one account. Counters live in the rate_limits table, so every instance shares them. A refused attempt
 * answers 429 with Retry-After.
 */
export type Limit = { limit: number; windowSeconds: number };

export const FORM_LIMITS: { perIp: Limit; perEmail: Limit } = {
  perIp: { limit: 20, windowSeconds: 600 },
  perEmail: { limit: 10, windowSeconds: 3600 },
};

export async function limitPerEmail(db: DbOrTx, form: string, email: string, options: Limit = FORM_LIMITS.perEmail) {
  await enforceRateLimit(db, `${form}:email:${normalEmail(email)}`, options);
}

export async function limitPerIp(db: DbOrTx, form: string, ip: string, options: Limit = FORM_LIMITS.perIp) {
  await enforceRateLimit(db, `${form}:ip:${ip}`, options);
}

/** Both limits for one submission of a public form. */
export async function limitPublicForm(db: DbOrTx, form: string, { ip, email }: { ip: string; email: string }) {
  await limitPerIp(db, form, ip);
  await limitPerEmail(db, form, email);
}
