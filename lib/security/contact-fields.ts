import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from './contact-patterns';

/** The zod fields every form and handler uses for e-mail addresses, phone numbers and typed counts. */
export type FieldMessages = { required: string; invalid: string };

/** A required e-mail address, trimmed; `invalid` for anything that is not exactly one plain address. */
export const emailField = ({ required, invalid }: FieldMessages) =>
  z.string({ error: required }).trim().min(1, required).max(EMAIL_MAX, invalid).regex(EMAIL_PATTERN, invalid);

/** A required phone number, trimmed. */
export const phoneField = ({ required, invalid }: FieldMessages) =>
  z.string({ error: required }).trim().min(1, required).max(40, invalid).regex(PHONE_PATTERN, invalid);

/** An optional phone number: blank, or a valid one. */
export const optionalPhoneField = (invalid: string) =>
  z.string().trim().max(40, invalid).refine((v) => v === '' || PHONE_PATTERN.test(v), invalid);

/** A whole number typed into a text field (a room's capacity): digits only, within bounds. */
export const countField = ({ required, invalid }: FieldMessages, max = 100_000) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,9}$/, invalid)
    .refine((v) => Number(v) >= 1 && Number(v) <= max, invalid);
