import { regexes } from 'zod/mini';

/**
 * What an e-mail address or a phone number typed into any form must look like; plain patterns so the
 * zod/mini forms and the zod schemas (contact-fields.ts) apply the very same rule. An address we may mail is
 * exactly one recipient: zod's z.email() pattern (no display name, no comma or second address, no spaces), at
 * most 254 characters. A phone number is digits with an optional leading +, spaces, dashes and parentheses,
 * 6 to 20 digits in all.
 */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN: RegExp = regexes.email;
export const PHONE_PATTERN = /^(?=(?:\D*\d){6,20}\D*$)\+?[\d\s()-]+$/;

export const isSingleEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** The key per-address limits count under: one inbox, however it was typed. */
export const normalEmail = (email: string) => email.trim().toLowerCase();
