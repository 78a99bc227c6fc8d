/**
 * Meeting slots are wall-clock times in Ulaanbaatar, which has kept UTC+8 all year since 2017.
 * A fixed offset (rather than a time-zone database) keeps SQL and JavaScript in agreement everywhere.
 */
export const SLOT_UTC_OFFSET_HOURS = 8;
export const SLOT_MINUTES = 60;

/** The UTC instant a slot starts: meeting_date 'YYYY-MM-DD' and meeting_time 'HH:MM[:SS]' in Ulaanbaatar. */
export function slotStartUtc(meetingDate: string, meetingTime: string): Date {
  const [h, m] = meetingTime.split(':').map(Number);
  const local = Date.parse(`${meetingDate}T00:00:00Z`) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  return new Date(local - SLOT_UTC_OFFSET_HOURS * 3_600_000);
}

export function slotEndUtc(meetingDate: string, meetingTime: string): Date {
  return new Date(slotStartUtc(meetingDate, meetingTime).getTime() + SLOT_MINUTES * 60_000);
}

/** 'HH:MM' from a time of day as Postgres returns it ('HH:MM:SS'). */
export const hhmm = (time: string) => time.slice(0, 5);

/** Start times from first to last (both 'HH:MM', inclusive) one hour apart. */
export function hourlyStarts(first: string, last: string): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += SLOT_MINUTES) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}
