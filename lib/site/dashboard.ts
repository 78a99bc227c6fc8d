import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { news } from '@/lib/news/schema';
import { companies, persons } from '@/lib/directory/schema';
import { registrations } from '@/lib/conference/schema';
import { meetings, meetingTimes } from '@/lib/meetings/schema';
import { assessmentResults, memberAnswers } from '@/lib/assessment/schema';
import { OPEN_STATUSES } from '@/lib/requests/status';
import { addDays, ubDay, ubDayStart } from './ulaanbaatar-time';
import { officeRequests } from './schema';
import { mailMessages } from '@/lib/mail/schema';

/** Monday of the Ulaanbaatar week holding `day` ('YYYY-MM-DD'). */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/**
 * The dashboard: the spec's two tiles (newsCount, requestCount: every news item and membership request) and the
 * work queues, each with the back-office page that works it. "Waiting" means status new or in progress.
 * Unfinished assessments: a member's answer set without a finished (documents sent) result. Mail: the queue's
 * depth (queued or retrying, due now or late) and the messages it gave up on (staff send them again from the log).
 */
export async function dashboardCounts(db: DbOrTx, now = new Date()) {
  const today = ubDay(now);
  const monday = weekStart(today);
  const open = [...OPEN_STATUSES];
  const [newsCount, requestCount, officeWaiting, companiesWaiting, consultantsWaiting, unfinished, registrationsThisWeek, meetingsToday, mailWaiting, mailFailures] = await Promise.all([
    one(db.select({ n: count() }).from(news)),
    one(db.select({ n: count() }).from(officeRequests)),
    one(db.select({ n: count() }).from(officeRequests).where(inArray(officeRequests.request_status, open))),
    one(db.select({ n: count() }).from(companies).where(and(eq(companies.approval, false), inArray(companies.request_status, open)))),
    one(db.select({ n: count() }).from(persons).where(and(eq(persons.approval, false), inArray(persons.request_status, open)))),
    one(
      db
        .select({ n: sql<number>`count(distinct (${memberAnswers.member_id}, ${memberAnswers.answer_id}))` })
        .from(memberAnswers)
        .where(
          sql`not exists (select 1 from ${assessmentResults} where ${assessmentResults.member_id} = ${memberAnswers.member_id} and ${assessmentResults.answer_id} = ${memberAnswers.answer_id} and ${assessmentResults.finished})`,
        ),
    ),
    one(
      db
        .select({ n: count() })
        .from(registrations)
        .where(and(gte(registrations.created_at, ubDayStart(monday)), lt(registrations.created_at, ubDayStart(addDays(monday, 7))))),
    ),
    one(
      db
        .select({ n: count() })
        .from(meetings)
        .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.meeting_time_id))
        .where(and(eq(meetingTimes.meeting_date, today), ne(meetings.meeting_status, 'cancelled'))),
    ),
    one(db.select({ n: count() }).from(mailMessages).where(inArray(mailMessages.status, ['queued', 'retrying']))),
    one(db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.status, 'failed'))),
  ]);
  return {
    newsCount,
    requestCount,
    queues: [
      { key: 'officeRequests', count: officeWaiting, href: '/admin/request-list' },
      { key: 'directoryCompanyRequests', count: companiesWaiting, href: '/admin/yellow/request' },
      { key: 'directoryConsultantRequests', count: consultantsWaiting, href: '/admin/yellow/request' },
      { key: 'unfinishedAssessments', count: unfinished, href: '/admin/assessment-member-result' },
      { key: 'registrationsThisWeek', count: registrationsThisWeek, href: '/admin/week/register' },
      { key: 'meetingsToday', count: meetingsToday, href: '/admin/yellow/meeting-list' },
      { key: 'mailWaiting', count: mailWaiting, href: '/admin/mail-log' },
      { key: 'mailFailures', count: mailFailures, href: '/admin/mail-log' },
    ],
  };
}
