import fs from 'node:fs';
import ICAL from 'ical.js';
import path from 'node:path';
import { readMail, type OutboxMail as Mail } from '../../e2e/support/mail';
import { drainMailQueue } from '../support/mail-queue';

/** A message from the mail outbox with its calendar (the .ics attachment), folded lines joined back. */
export type OutboxMail = Mail & { calendar: string | null };

/** The base64 .ics attachment nodemailer adds beside the text/calendar alternative. */
function calendarOf(raw: string): string | null {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/ics/i.test(p));
  const body = part?.split(/\r?\n\r?\n/)[1];
  return body ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r?\n[ \t]/g, '') : null;
}

/** Every message in this test file's outbox (MAIL_OUTBOX_DIR), oldest first, once the mail queue has delivered what is due. */
export async function readOutbox(dir = process.env.MAIL_OUTBOX_DIR!): Promise<OutboxMail[]> {
  await drainMailQueue();
  return outboxFiles(dir);
}

/** What the outbox holds right now. */
function outboxFiles(dir = process.env.MAIL_OUTBOX_DIR!): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const mail = readMail(path.join(dir, f));
      return { ...mail, calendar: calendarOf(mail.raw) };
    });
}

/** The last six-digit code mailed to an address (a code request answers only once its mail is delivered). */
export function lastCodeFor(email: string): string {
  const code = outboxFiles()
    .filter((m) => m.to.includes(email))
    .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A meeting message's calendar part as ical.js reads it: what a calendar client acts on. */
export type ParsedCalendar = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  description: string;
  organizer: string;
  attendees: { email: string; partstat: string; rsvp: string }[];
};

export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const mailto = (value: unknown) => String(value).replace(/^mailto:/i, '');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    description: String(event.getFirstPropertyValue('description') ?? ''),
    organizer: mailto(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => ({
      email: mailto(p.getFirstValue()),
      partstat: String(p.getParameter('partstat')),
      rsvp: String(p.getParameter('rsvp')),
    })),
  };
}
