import 'server-only';
import type { JobWriter } from '@/lib/jobs';
import { jobSettings } from '@/lib/jobs/settings';
import { letter } from '@/lib/mail/letter';
import { queueMail, unscheduleMail } from '@/lib/mail/queue';
import { aboutMeeting, meetingDetails } from './mail';
import type { MeetingView } from './queries';
import { slotStartUtc } from './slot';

/*
 * Reminder mails for accepted meetings: MEETING_REMINDER_HOURS (24 and 1 by default) before the slot, to both
 * participants, scheduled in the acceptance's transaction (the mail log shows them as scheduled) and dropped in
 * the cancellation's. A reminder whose moment has already passed is not sent at all.
 */

const hoursText = (hours: number) => ({ mn: `${hours} цагийн`, en: hours === 1 ? '1 hour' : `${hours} hours` });

function reminderMail(m: MeetingView, to: string, hours: number) {
  const d = meetingDetails(m);
  const h = hoursText(hours);
  return letter({
    to,
    subject: `Уулзалтын сануулга / Meeting reminder: ${m.meeting_number}`,
    mn: [`Таны уулзалт ${h.mn} дараа эхэлнэ.`, d.mn],
    en: [`Your meeting starts in ${h.en}.`, d.en],
  });
}

export async function scheduleReminders(jobs: JobWriter, m: MeetingView, now = new Date()) {
  const start = slotStartUtc(m.meeting_date, m.meeting_time).getTime();
  for (const hours of jobSettings().reminderHours) {
    const sendAfter = new Date(start - hours * 3_600_000);
    if (sendAfter <= now) continue;
    for (const to of [m.sender_email, m.receiver_email]) {
      await queueMail(jobs, reminderMail(m, to, hours), { kind: 'meeting-reminder', related: aboutMeeting(m), sendAfter });
    }
  }
}

export function dropReminders(jobs: JobWriter, m: MeetingView) {
  return unscheduleMail(jobs, 'meeting-reminder', aboutMeeting(m));
}
