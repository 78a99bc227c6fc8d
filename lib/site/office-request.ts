import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from '@/lib/security/contact-patterns';
import { _default, boolean, maxLength, minLength, object, regex, string, superRefine, trim, type input, type output } from 'zod/mini';

/**
 * The membership request (/mm/membership, POST /api/mm/insert/office-request). One schema serves the form and
 * the API, so both refuse the same input with the same words. Rules and Mongolian wording follow spec §5, in its order.
 */
export const OFFICE_REQUEST_MESSAGES = {
  mn: {
    name: 'Овог нэрээ оруулна уу',
    email: 'Имэйл хаягаа оруулна уу',
    emailInvalid: 'Имэйл хаяг буруу байна',
    phoneInvalid: 'Утасны дугаар буруу байна',
    phone_number: 'Утасны дугаараа оруулна уу',
    business_type: 'Бизнесийн төрлөө оруулна уу',
    purpose: 'Хүсэлтийн зорилгийг бөглөнө үү',
    tooLong: 'Хэт урт байна',
  },
  en: {
    name: 'Please enter your name',
    email: 'Please enter your email address',
    emailInvalid: 'Email address is invalid',
    phoneInvalid: 'Phone number is invalid',
    phone_number: 'Please enter your phone number',
    business_type: 'Please enter your type of business',
    purpose: 'Please choose the purpose of your request',
    tooLong: 'Too long',
  },
} as const;

/** The order in which the form reports problems (one at a time, as the spec's alerts did). */
export const OFFICE_REQUEST_FIELDS = ['name', 'email', 'phone_number', 'business_type', 'purpose'] as const;
export type OfficeRequestField = (typeof OFFICE_REQUEST_FIELDS)[number];

export function officeRequestSchema(lang: 'mn' | 'en' = 'mn') {
  const m = OFFICE_REQUEST_MESSAGES[lang];
  const required = (message: string, max = 200) => string({ error: message }).check(trim(), minLength(1, message), maxLength(max, m.tooLong));
  const flag = _default(boolean(), false);
  return object({
    name: required(m.name),
    email: required(m.email, EMAIL_MAX).check(regex(EMAIL_PATTERN, m.emailInvalid)),
    phone_number: required(m.phone_number, 40).check(regex(PHONE_PATTERN, m.phoneInvalid)),
    business_type: required(m.business_type),
    member_request: flag,
    codex_request: flag,
    meeting_request: flag,
  }).check(
    superRefine((v, ctx) => {
      if (!v.member_request && !v.codex_request && !v.meeting_request) ctx.addIssue({ code: 'custom', path: ['purpose'], message: m.purpose });
    }),
  );
}

export type OfficeRequestInput = input<ReturnType<typeof officeRequestSchema>>;
export type OfficeRequest = output<ReturnType<typeof officeRequestSchema>>;
