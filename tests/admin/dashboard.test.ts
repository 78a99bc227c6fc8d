import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { seedEventBasics } from '../conference/fixtures';
import { getDb } from '@/lib/db/client';
import { officeRequests } from '@/lib/site/schema';
import { companies, persons } from '@/lib/directory/schema';
import { registrations } from '@/lib/conference/schema';
import { meetingRooms, meetingTimes, meetingUsers, meetings } from '@/lib/meetings/schema';
import { memberCompanies } from '@/lib/logos/schema';
import { assessmentQuestions, assessmentResults, memberAnswers } from '@/lib/assessment/schema';
import { dashboardCounts } from '@/lib/site/dashboard';

/* Issue 20.8: the dashboard counts the work queues and links to the page that works each. */

let viewer: string;
beforeAll(async () => {
  viewer = await adminCookie(3);
  await seedEventBasics();
});

const queue = (result: { queues: { key: string; count: number; href: string }[] }, key: string) => result.queues.find((q) => q.key === key);

describe('GET /api/admin/get/dashboard', () => {
  it('keeps the spec tiles and lists every queue with its page, for any signed-in account', async () => {
    const res = await call('GET', '/api/admin/get/dashboard', { cookie: viewer });
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ newsCount: 0, requestCount: 0 });
    expect(res.json.result.queues).toEqual([
      { key: 'officeRequests', count: 0, href: '/admin/request-list' },
      { key: 'directoryCompanyRequests', count: 0, href: '/admin/yellow/request' },
      { key: 'directoryConsultantRequests', count: 0, href: '/admin/yellow/request' },
      { key: 'unfinishedAssessments', count: 0, href: '/admin/assessment-member-result' },
      { key: 'registrationsThisWeek', count: 0, href: '/admin/week/register' },
      { key: 'meetingsToday', count: 0, href: '/admin/yellow/meeting-list' },
      { key: 'mailWaiting', count: 0, href: '/admin/mail-log' },
      { key: 'mailFailures', count: 0, href: '/admin/mail-log' },
    ]);
    expect((await call('GET', '/api/admin/get/dashboard')).status).toBe(401);
  });

  it('counts what is waiting, this week and today in Ulaanbaatar', async () => {
    const db = await getDb();
    // Thursday 2025-09-11, 10:00 in Ulaanbaatar: the week began on Monday 2025-09-08 (UB).
    const now = new Date('2025-09-11T02:00:00Z');
    await db.insert(officeRequests).values([
      { name: 'a', email: 'a@a.mn', phone_number: '1', business_type: 'x' },
      { name: 'b', email: 'b@a.mn', phone_number: '1', business_type: 'x', request_status: 'in_progress' },
      { name: 'c', email: 'c@a.mn', phone_number: '1', business_type: 'x', request_status: 'handled' },
    ]);
    await db.insert(companies).values([{ approval: false }, { approval: false, request_status: 'declined' }, { approval: true, request_status: 'approved' }]);
    await db.insert(persons).values([{ approval: false }]);
    const reg = (email: string, created_at: string) => ({ event_id: 3, company: 'c', first_name: 'f', last_name: 'l', country: 'MN', email, phone_number: '1', created_at: new Date(created_at) });
    await db.insert(registrations).values([
      reg('monday@a.mn', '2025-09-07T16:30:00Z'), // Monday 00:30 in UB: this week
      reg('sunday@a.mn', '2025-09-07T15:30:00Z'), // Sunday 23:30 in UB: last week
      reg('today@a.mn', '2025-09-11T01:00:00Z'),
    ]);
    const users = await db.insert(meetingUsers).values([{ name: 'a', name_en: 'a', email: 'ma@a.mn' }, { name: 'b', name_en: 'b', email: 'mb@a.mn' }]).returning();
    const [roomRow] = await db.insert(meetingRooms).values({ room_number: '1', capacity: '4' }).returning();
    const times = await db.insert(meetingTimes).values([{ meeting_date: '2025-09-11', meeting_time: '10:00' }, { meeting_date: '2025-09-11', meeting_time: '11:00' }, { meeting_date: '2025-09-12', meeting_time: '10:00' }]).returning();
    const meeting = (n: string, time: number, meeting_status = 'accepted') => ({ meeting_number: n, meeting_status, meeting_time_id: times[time]!.id, room_id: roomRow!.id, sender_id: users[0]!.id, receiver_id: users[1]!.id });
    await db.insert(meetings).values([meeting('M1', 0), meeting('M2', 1, 'cancelled'), meeting('M3', 2)]);
    const [member] = await db.insert(memberCompanies).values({ name: 'Гишүүн', email: 'm@a.mn' }).returning();
    const [question] = await db.insert(assessmentQuestions).values({ cid: '1.1', question: 'Q' }).returning();
    const answer = (answer_id: number) => ({ member_id: member!.id, answer_id, question_id: question!.id, answer: true });
    await db.insert(memberAnswers).values([answer(1), answer(2), answer(3)]);
    const result = (answer_id: number, finished: boolean) => ({ member_id: member!.id, answer_id, finished, main_percentage: 1, first_section_per: 1, second_section_per: 1, third_section_per: 1, fourth_section_per: 1, fifth_section_per: 1, total_true: 1, total_false: 0 });
    await db.insert(assessmentResults).values([result(1, true), result(2, false)]); // 3 has answers but no result yet

    const counts = await dashboardCounts(db, now);
    expect(counts).toMatchObject({ requestCount: 3 });
    expect(queue(counts, 'officeRequests')!.count).toBe(2);
    expect(queue(counts, 'directoryCompanyRequests')!.count).toBe(1);
    expect(queue(counts, 'directoryConsultantRequests')!.count).toBe(1);
    expect(queue(counts, 'unfinishedAssessments')!.count).toBe(2);
    expect(queue(counts, 'registrationsThisWeek')!.count).toBe(2);
    expect(queue(counts, 'meetingsToday')!.count).toBe(1);
  });
});
