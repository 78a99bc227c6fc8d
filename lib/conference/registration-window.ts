import { HttpError } from '@/lib/api/errors';

/** Whether an event takes registrations at a moment: between its opening and closing times, either unset meaning no bound. */

export type RegistrationWindow = { registration_opens_at: Date | string | null; registration_closes_at: Date | string | null };
export type RegistrationState = 'open' | 'not-yet' | 'closed';

export function registrationState(event: RegistrationWindow, now = new Date()): RegistrationState {
  const t = now.getTime();
  if (event.registration_opens_at && t < new Date(event.registration_opens_at).getTime()) return 'not-yet';
  if (event.registration_closes_at && t >= new Date(event.registration_closes_at).getTime()) return 'closed';
  return 'open';
}

/** The 403 a registration outside the window gets; the form says it in the visitor's language. */
export const REGISTRATION_CLOSED = {
  code: 'registration_closed',
  message: 'Энэ арга хэмжээний бүртгэл хаагдсан байна. / Registration for this event is closed.',
  notYet: 'Энэ арга хэмжээний бүртгэл хараахан нээгдээгүй байна. / Registration for this event has not opened yet.',
} as const;

export function assertRegistrationOpen(event: RegistrationWindow, now = new Date()) {
  const state = registrationState(event, now);
  if (state === 'open') return;
  throw new HttpError(403, state === 'closed' ? REGISTRATION_CLOSED.message : REGISTRATION_CLOSED.notYet, { code: REGISTRATION_CLOSED.code, state });
}
