import type { Paged } from './week-api';

export type Registration = {
  id: number;
  event_id: number;
  company: string;
  first_name: string;
  last_name: string;
  country: string;
  email: string;
  phone_number: string;
  created_at: string;
};
export type RegistrationPage = Paged<'register', Registration>;

/** Ulaanbaatar time (UTC+8) as staff read it. */
export const ubTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
