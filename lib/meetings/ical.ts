import { slotEndUtc, slotStartUtc } from './slot';

export type CalendarPerson = { name: string; email: string };
export type CalendarMeeting = {
  meeting_number: string;
  meeting_date: string;
  meeting_time: string;
  room_number: string;
  description: string;
  sender: CalendarPerson;
  receiver: CalendarPerson;
};

/** The event identity every message about one meeting shares, so calendars update one entry. */
export const meetingUid = (meetingNumber: string) => `meeting-${meetingNumber}@yellow-page.mining.mn`;

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 TEXT escaping. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A quoted parameter value (CN) may not contain quotes or control characters. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Folds a content line to at most 75 octets, continuation lines starting with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type CalendarKind = 'invitation' | 'acceptance' | 'cancellation';

const KINDS: Record<CalendarKind, { method: 'REQUEST' | 'CANCEL'; sequence: number; status: string; receiverPartstat: string }> = {
  invitation: { method: 'REQUEST', sequence: 0, status: 'TENTATIVE', receiverPartstat: 'NEEDS-ACTION' },
  acceptance: { method: 'REQUEST', sequence: 0, status: 'CONFIRMED', receiverPartstat: 'ACCEPTED' },
  cancellation: { method: 'CANCEL', sequence: 1, status: 'CANCELLED', receiverPartstat: 'DECLINED' },
};

export const calendarMethod = (kind: CalendarKind) => KINDS[kind].method;

/**
 * An iCalendar object for one meeting. REQUEST adds or updates the event; CANCEL removes it, with a higher
 * SEQUENCE so calendars take it as newer than the invitation (a meeting is cancelled at most once).
 */
export function meetingCalendar(kind: CalendarKind, m: CalendarMeeting, now = new Date()): string {
  const { method, sequence, status, receiverPartstat } = KINDS[kind];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mongolian National Mining Association//Yellow Page Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${meetingUid(m.meeting_number)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(slotStartUtc(m.meeting_date, m.meeting_time))}`,
    `DTEND:${utcStamp(slotEndUtc(m.meeting_date, m.meeting_time))}`,
    `SUMMARY:${text(`Meeting ${m.meeting_number}: ${m.sender.name} / ${m.receiver.name}`)}`,
    `DESCRIPTION:${text(m.description)}`,
    `LOCATION:${text(m.room_number)}`,
    `ORGANIZER;CN=${param(m.sender.name)}:mailto:${m.sender.email}`,
    `ATTENDEE;CN=${param(m.sender.name)};ROLE=CHAIR;PARTSTAT=ACCEPTED:mailto:${m.sender.email}`,
    `ATTENDEE;CN=${param(m.receiver.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${receiverPartstat};RSVP=FALSE:mailto:${m.receiver.email}`,
    `STATUS:${status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
