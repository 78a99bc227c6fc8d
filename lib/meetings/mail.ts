import 'server-only';
import addressparser from 'nodemailer/lib/addressparser';
import type { Message } from '@/lib/mail';
import { letter, type Paragraph } from '@/lib/mail/letter';
import type { MailKind } from '@/lib/mail/kinds';
import { queueMail } from '@/lib/mail/queue';
import type { JobWriter } from '@/lib/jobs';
import { CODE_TTL_SECONDS } from '@/lib/assessment/code-rules';
import { env } from '@/lib/env';
import { calendarMethod, meetingCalendar, type CalendarKind, type CalendarPerson } from './ical';
import { hhmm } from './slot';
import type { MeetingView } from './queries';

/* Participants come from many countries: every message is in Mongolian, then English. */

/** The sign-in page in the message's language, when the public address is known. */
function loginLink(locale: '' | '/en'): Paragraph[] {
  const base = env().PUBLIC_URL?.replace(/\/$/, '');
  return base ? [{ link: `${base}${locale}/yellow-page/meeting/login` }] : [];
}

export function participantCodeMail(to: string, code: string): Message {
  const minutes = CODE_TTL_SECONDS / 60;
  return letter({
      to,
      // Never the code itself: subjects show on lock screens and in mail logs.
      subject: 'Баталгаажуулах код / Verification code',
      mn: [
        'Таны уулзалтын хуваарьт нэвтрэх баталгаажуулах код:',
        { code },
        `Код ${minutes} минутын турш хүчинтэй, нэг удаа ашиглана. Хэрэв та энэ кодыг хүсээгүй бол энэ захидлыг үл тооно уу.`,
      ],
      en: [
        'Your verification code for the meeting scheduler:',
        { code },
        `The code is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this message.`,
      ],
  });
}

/** The association's scheduler, the ORGANIZER of every meeting: the address meeting mail comes from. */
function scheduler(): CalendarPerson {
  const [from] = addressparser(env().MAIL_FROM) as { name: string; address?: string }[];
  return { name: from?.name || 'Mongolian National Mining Association', email: from?.address ?? 'no-reply@mining.mn' };
}

export function meetingDetails(m: MeetingView) {
  const when = `${m.meeting_date} ${hhmm(m.meeting_time)}`;
  return {
    mn: `Уулзалтын дугаар: ${m.meeting_number}\nОгноо, цаг: ${when} (Улаанбаатарын цагаар)\nӨрөө: ${m.room_number} (багтаамж ${m.capacity})\nИлгээгч: ${m.sender_name}\nХүлээн авагч: ${m.receiver_name}\nЗорилго: ${m.meeting_description || '—'}`,
    en: `Meeting number: ${m.meeting_number}\nDate and time: ${when} (Ulaanbaatar time)\nRoom: ${m.room_number} (capacity ${m.capacity})\nSender: ${m.sender_name_en || m.sender_name}\nReceiver: ${m.receiver_name_en || m.receiver_name}\nPurpose: ${m.meeting_description || '—'}`,
  };
}

export type Role = 'sender' | 'receiver';
type Headline = { mn: (m: MeetingView) => string; en: (m: MeetingView) => string };
const senderEn = (m: MeetingView) => m.sender_name_en || m.sender_name;
const receiverEn = (m: MeetingView) => m.receiver_name_en || m.receiver_name;

/** What each kind of message says to each participant (both get every message). */
const HEADLINES: Record<CalendarKind, { subject: [string, string] } & Record<Role, Headline>> = {
  invitation: {
    subject: ['Уулзалтын урилга', 'Meeting invitation'],
    receiver: {
      mn: (m) => `${m.sender_name} танд уулзалтын урилга илгээлээ. Уулзалтын хуваарь руугаа нэвтэрч зөвшөөрөх эсвэл цуцлах боломжтой.`,
      en: (m) => `${senderEn(m)} has invited you to a meeting. Sign in to your meeting schedule to accept or cancel it.`,
    },
    sender: {
      mn: (m) => `Та ${m.receiver_name}-д уулзалтын урилга илгээлээ. Хариу өгөхөд танд мэдэгдэнэ.`,
      en: (m) => `You have invited ${receiverEn(m)} to a meeting. You will be told when they answer.`,
    },
  },
  acceptance: {
    subject: ['Уулзалт зөвшөөрөгдлөө', 'Meeting accepted'],
    sender: {
      mn: (m) => `${m.receiver_name} таны уулзалтын урилгыг зөвшөөрлөө.`,
      en: (m) => `${receiverEn(m)} has accepted your meeting invitation.`,
    },
    receiver: {
      mn: (m) => `Та ${m.sender_name}-ийн уулзалтын урилгыг зөвшөөрлөө.`,
      en: (m) => `You have accepted the meeting invitation from ${senderEn(m)}.`,
    },
  },
  cancellation: {
    subject: ['Уулзалт цуцлагдлаа', 'Meeting cancelled'],
    sender: { mn: () => `Дараах уулзалт цуцлагдлаа.`, en: () => `The following meeting has been cancelled.` },
    receiver: { mn: () => `Дараах уулзалт цуцлагдлаа.`, en: () => `The following meeting has been cancelled.` },
  },
  expiry: {
    subject: ['Уулзалтын урилгын хугацаа дууслаа', 'Meeting invitation expired'],
    sender: {
      mn: (m) => `${m.receiver_name} таны уулзалтын урилгад хугацаандаа хариу өгсөнгүй. Урилга цуцлагдаж, өрөө болон цаг чөлөөлөгдлөө.`,
      en: (m) => `${receiverEn(m)} did not answer your meeting invitation in time. The invitation is withdrawn and the room and time are free again.`,
    },
    receiver: {
      mn: () => `Та дараах уулзалтын урилгад хугацаандаа хариу өгөөгүй тул урилга цуцлагдлаа.`,
      en: () => `You did not answer the following meeting invitation in time, so it has been withdrawn.`,
    },
  },
};

const MAIL_KIND: Record<CalendarKind, MailKind> = {
  invitation: 'meeting-invitation',
  acceptance: 'meeting-acceptance',
  cancellation: 'meeting-cancellation',
  expiry: 'meeting-expiry',
};

/** How the mail log names a meeting's messages (and how its reminders are found again to drop them). */
export const aboutMeeting = (m: Pick<MeetingView, 'meeting_number'>) => `meeting ${m.meeting_number}`;

/** One participant's copy of a meeting message, with the calendar update every copy shares. */
function meetingMail(kind: CalendarKind, m: MeetingView, role: Role, sequence: number): Message {
  const h = HEADLINES[kind];
  const d = meetingDetails(m);
  return letter({
    to: role === 'sender' ? m.sender_email : m.receiver_email,
    subject: `${h.subject[0]} / ${h.subject[1]}: ${m.meeting_number}`,
    mn: [h[role].mn(m), d.mn, ...loginLink('')],
    en: [h[role].en(m), d.en, ...loginLink('/en')],
    icalEvent: {
      method: calendarMethod(kind),
      filename: `meeting-${m.meeting_number}.ics`,
      content: meetingCalendar(
        kind,
        {
          meeting_number: m.meeting_number,
          meeting_date: m.meeting_date,
          meeting_time: m.meeting_time,
          room_number: m.room_number,
          description: m.meeting_description,
          sender: { name: m.sender_name, email: m.sender_email },
          receiver: { name: m.receiver_name, email: m.receiver_email },
        },
        scheduler(),
        sequence,
      ),
    },
  });
}

/**
 * Queues the participants' copies (both, unless `roles` says otherwise), each in their own words, with the
 * meeting's calendar SEQUENCE as stored by the change, in the change's transaction. Delivery (and its retries)
 * is the mail worker's: a failure there never undoes the change.
 */
export async function queueMeetingMail(jobs: JobWriter, kind: CalendarKind, m: MeetingView, sequence: number, roles: readonly Role[] = ['receiver', 'sender']) {
  for (const role of roles) {
    await queueMail(jobs, meetingMail(kind, m, role, sequence), { kind: MAIL_KIND[kind], related: aboutMeeting(m) });
  }
}
