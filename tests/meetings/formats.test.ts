import { describe, expect, it } from 'vitest';
import { meetingCalendar } from '@/lib/meetings/ical';
import { parseCalendar } from './outbox';
import { hourlyStarts, slotStartUtc } from '@/lib/meetings/slot';

const meeting = {
  meeting_number: 'MT-ABCD1234',
  meeting_date: '2025-09-11',
  meeting_time: '09:00:00',
  room_number: 'Өрөө 1; B, баруун жигүүр',
  description: 'Нийлүүлэлт\nба гэрээ',
  sender: { name: 'Бат "Эрдэнэ"', email: 'bat@example.com' },
  receiver: { name: 'Сараа', email: 'saraa@example.com' },
};

describe('slot times (Ulaanbaatar, UTC+8)', () => {
  it('turns a local slot into its UTC instant', () => {
    expect(slotStartUtc('2025-09-11', '09:00:00').toISOString()).toBe('2025-09-11T01:00:00.000Z');
    expect(slotStartUtc('2025-09-11', '07:30').toISOString()).toBe('2025-09-10T23:30:00.000Z');
  });

  it('makes one start per hour, first and last included', () => {
    expect(hourlyStarts('09:00', '12:00')).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(hourlyStarts('09:30', '10:30')).toEqual(['09:30', '10:30']);
    expect(hourlyStarts('12:00', '12:00')).toEqual(['12:00']);
  });
});

describe('iCalendar', () => {
  const now = new Date('2025-09-01T00:00:00Z');
  const organizer = { name: 'Mongolian National Mining Association', email: 'no-reply@mining.mn' };
  const invitation = meetingCalendar('invitation', meeting, organizer, 0, now);
  const cancellation = meetingCalendar('cancellation', meeting, organizer, 1, now);

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    expect(invitation.endsWith('\r\n')).toBe(true);
    for (const line of invitation.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('carries the slot in UTC, the room, the escaped purpose, the scheduler as organizer and a stable UID', () => {
    const cal = parseCalendar(invitation);
    expect(cal).toMatchObject({ method: 'REQUEST', sequence: 0, organizer: 'no-reply@mining.mn', uid: 'meeting-MT-ABCD1234@yellow-page.mining.mn' });
    expect(cal.description).toBe('Нийлүүлэлт\nба гэрээ');
    const unfolded = invitation.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20250911T010000Z');
    expect(unfolded).toContain('DTEND:20250911T020000Z');
    expect(unfolded).toContain('DTSTAMP:20250901T000000Z');
    expect(unfolded).toContain('LOCATION:Өрөө 1\\; B\\, баруун жигүүр');
    expect(unfolded).toContain(`CN="Бат 'Эрдэнэ'"`);
  });

  it('cancels the same event with the SEQUENCE it is given', () => {
    const [a, b] = [parseCalendar(invitation), parseCalendar(cancellation)];
    expect(b.uid).toBe(a.uid);
    expect(b).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
  });
});
