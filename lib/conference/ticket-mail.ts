import 'server-only';
import QRCode from 'qrcode';
import { letter } from '@/lib/mail/letter';
import type { Message } from '@/lib/mail';
import { eventDaysCalendar } from './programme-ical';
import type { RegistrationInput } from './validators';

const QR_CID = 'ticket-qr@miningweek.mn';

/** The ticket as a QR code PNG: it carries only the code, which the check-in page looks up. */
export const ticketQrPng = (code: string) => QRCode.toBuffer(code, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' });

/**
 * The registrant's confirmation with their ticket: the QR code inline (a cid attachment, so mail clients that
 * block remote pictures still show it), the code in words for typing, and the event days as an .ics. Their own
 * name is the only text of theirs it repeats.
 */
export async function ticketLetter(input: RegistrationInput, event: { name: string; days: string[] }, code: string): Promise<Message> {
  const name = `${input.first_name} ${input.last_name}`;
  const png = await ticketQrPng(code);
  const message = letter({
    to: input.email,
    subject: `${event.name}: бүртгэл амжилттай / registration received`,
    mn: [
      `Сайн байна уу, ${name}.`,
      `Таныг ${event.name} арга хэмжээнд бүртгэлээ. 2025 оны 9-р сарын 11–13, Улаанбаатар.`,
      'Үүдэнд энэ QR кодыг уншуулна уу:',
      { image: QR_CID, alt: 'QR' },
      { code },
    ],
    en: [`Dear ${name},`, `you are registered for ${event.name}, 11–13 September 2025, Ulaanbaatar.`, 'Show this QR code at the entrance (the same code is above).'],
  });
  return {
    ...message,
    attachments: [
      { filename: 'ticket.png', content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: QR_CID },
      {
        filename: 'mining-week.ics',
        content: Buffer.from(eventDaysCalendar(event.name, event.days, 'Ulaanbaatar')).toString('base64'),
        encoding: 'base64',
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}
