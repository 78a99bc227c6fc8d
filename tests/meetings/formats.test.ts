import { describe, expect, it } from 'vitest';
import { meetingCalendar } from '@/lib/meetings/ical';
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
  const invitation = meetingCalendar('invitation', meeting, now);
  const cancellation = meetingCalendar('cancellation', meeting, now);

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    expect(invitation.endsWith('\r\n')).toBe(true);
    for (const line of invitation.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('carries the slot in UTC, the room, the people and a stable UID', () => {
    const unfolded = invitation.replace(/\r\n /g, '');
    expect(unfolded).toContain('METHOD:REQUEST');
    expect(unfolded).toContain('DTSTART:20250911T010000Z');
    expect(unfolded).toContain('DTEND:20250911T020000Z');
    expect(unfolded).toContain('DTSTAMP:20250901T000000Z');
    expect(unfolded).toContain('LOCATION:Өрөө 1\\; B\\, баруун жигүүр');
    expect(unfolded).toContain('DESCRIPTION:Нийлүүлэлт\\nба гэрээ');
    expect(unfolded).toContain('ORGANIZER;CN="Бат Эрдэнэ":mailto:bat@example.com');
    expect(unfolded).toContain('mailto:saraa@example.com');
    expect(unfolded).toContain('UID:meeting-MT-ABCD1234@yellow-page.mining.mn');
  });

  it('cancels the same event with a higher SEQUENCE', () => {
    const uid = (ics: string) => ics.match(/UID:(.*)\r\n/)![1];
    expect(uid(cancellation)).toBe(uid(invitation));
    expect(invitation).toContain('SEQUENCE:0');
    expect(cancellation).toContain('SEQUENCE:1');
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain('STATUS:CANCELLED');
  });
});
