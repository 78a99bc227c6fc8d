import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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

/** A parameter value (CN) may not hold a double quote (RFC 5545 §3.2); the library would backslash it. */
const person = ({ name, email }: CalendarPerson): CalendarPerson => ({ name: name.replace(/"/g, "'"), email });

export type CalendarKind = 'invitation' | 'acceptance' | 'cancellation' | 'expiry';

/** Every calendar part carries a display alarm this long before the meeting. */
export const ALARM_MINUTES_BEFORE = 30;

const KINDS: Record<CalendarKind, { method: ICalCalendarMethod; status: ICalEventStatus; receiver: ICalAttendeeStatus }> = {
  invitation: { method: ICalCalendarMethod.REQUEST, status: ICalEventStatus.TENTATIVE, receiver: ICalAttendeeStatus.NEEDSACTION },
  acceptance: { method: ICalCalendarMethod.REQUEST, status: ICalEventStatus.CONFIRMED, receiver: ICalAttendeeStatus.ACCEPTED },
  cancellation: { method: ICalCalendarMethod.CANCEL, status: ICalEventStatus.CANCELLED, receiver: ICalAttendeeStatus.NEEDSACTION },
  /** An invitation nobody answered in time, withdrawn: a cancellation as far as calendars go. */
  expiry: { method: ICalCalendarMethod.CANCEL, status: ICalEventStatus.CANCELLED, receiver: ICalAttendeeStatus.NEEDSACTION },
};

export const calendarMethod = (kind: CalendarKind) => KINDS[kind].method as 'REQUEST' | 'CANCEL';

/**
 * An iTIP message (RFC 5546) for one meeting. The association's scheduler is the ORGANIZER and both
 * participants are ATTENDEEs, so each copy (both people get every message) updates the same event: REQUEST
 * adds or updates it, CANCEL removes it, and `sequence` (stored per meeting, raised by every update) tells
 * calendars which message is newer. RSVP=FALSE: people answer in the product, never by mail. ical-generator
 * escapes and folds the text, so a line break in a description cannot start a property of its own.
 */
export function meetingCalendar(kind: CalendarKind, m: CalendarMeeting, organizer: CalendarPerson, sequence: number, now = new Date()): string {
  const { method, status, receiver } = KINDS[kind];
  const calendar = ical({
    prodId: { company: 'Mongolian National Mining Association', product: 'Yellow Page Meetings', language: 'EN' },
    method,
  });
  const event = calendar.createEvent({
    id: meetingUid(m.meeting_number),
    sequence,
    stamp: now,
    start: slotStartUtc(m.meeting_date, m.meeting_time),
    end: slotEndUtc(m.meeting_date, m.meeting_time),
    summary: `Meeting ${m.meeting_number}: ${m.sender.name} / ${m.receiver.name}`,
    description: m.description,
    location: m.room_number,
    organizer: person(organizer),
    status,
    attendees: [
      { ...person(m.sender), role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false },
      { ...person(m.receiver), role: ICalAttendeeRole.REQ, status: receiver, rsvp: false },
    ],
  });
  event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_MINUTES_BEFORE * 60, description: `Meeting ${m.meeting_number}, room ${m.room_number}` });
  // Every content line ends with CRLF, the last one included (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}
