import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { assessmentResults } from '@/lib/assessment/schema';
import { memberProgress } from '@/lib/assessment/queries';
import { call } from '../support/api';
import { answersFor, createMember, memberCookie, seedQuestions } from './support';

/* Members self-assess once a year: a finished assessment closes the year, the next year opens a new one. */

const scores = { main_percentage: 50, first_section_per: 50, second_section_per: 50, third_section_per: 50, fourth_section_per: 50, fifth_section_per: 50, total_true: 15, total_false: 15 };
let children: { id: number; cid: string }[];

beforeAll(async () => {
  children = await seedQuestions();
});

describe('the yearly cycle of a member assessment', () => {
  it('a finished assessment of this year is done; one of last year opens this year’s questionnaire', async () => {
    const member = await createMember('Жил бүр ХХК', 'yearly@example.com');
    const db = await getDb();
    await db.insert(assessmentResults).values({ member_id: member.id, answer_id: 1, ...scores, finished: true, created_at: new Date('2025-06-10T04:00:00Z') });

    expect(await memberProgress(db, member.id, new Date('2025-12-31T15:00:00Z'))).toMatchObject({ state: 'finished', answer_id: 1 });
    // 2025-12-31 17:00 UTC is already 1 January 2026 in Ulaanbaatar.
    expect(await memberProgress(db, member.id, new Date('2025-12-31T17:00:00Z'))).toMatchObject({ state: 'questionnaire', answer_id: 1 });
  });

  it('this year’s answers go to a new assessment number, and the history then holds both years', async () => {
    const member = await createMember('Дахин ирсэн ХХК', 'again@example.com');
    const db = await getDb();
    await db.insert(assessmentResults).values({ member_id: member.id, answer_id: 1, ...scores, finished: true, created_at: new Date(Date.now() - 400 * 86_400_000) });
    const cookie = memberCookie(member.id);
    const form = new FormData();
    form.append('answers', JSON.stringify(answersFor(children, () => true)));
    const finished = await call('POST', '/api/mm/insert/member-assessment', { cookie, form });
    expect(finished.status).toBe(200);
    expect(finished.json.result).toMatchObject({ answer_id: 2, main_percentage: 100 });
    const history = await call('GET', '/api/mm/get/member-history', { cookie });
    expect(history.json.history.map((h: { answer_id: number }) => h.answer_id)).toEqual([1, 2]);
  });
});
