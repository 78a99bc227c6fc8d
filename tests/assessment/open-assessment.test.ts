import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { openAnswers, openRespondents } from '@/lib/assessment/schema';
import { answersFor, seedQuestions } from './support';

const intro = { name: 'Говь Майнинг ХХК', email: 'info@gobi.mn', phone_number: '99112233' };

describe('GET /api/mm/get/assessment', () => {
  it('answers an empty questionnaire as an empty list', async () => {
    const res = await call('GET', '/api/mm/get/assessment');
    expect(res.status).toBe(200);
    expect(res.json.result).toEqual([]);
  });

  it('returns the five sections with headings and sub-questions, in the chosen language', async () => {
    await seedQuestions();
    const res = await call('GET', '/api/mm/get/assessment');
    expect(res.status).toBe(200);
    expect(res.json.result.map((g: { mainIndex: string }) => g.mainIndex)).toEqual(['1', '2', '3', '4', '5']);
    const first = res.json.result[0];
    expect(first.mainTitle).toBe('Засаглал, ёс зүй ба ил тод байдал');
    expect(first.questions[0]).toMatchObject({ cid: '1.1', question: 'Бодлого ба хариуцлага' });
    expect(first.questions[0].children[0]).toMatchObject({ cid: '1.1.1' });
    const en = await call('GET', '/api/mm/get/assessment?lang=en');
    expect(en.json.result[0].questions[0].question).toBe('Policy and accountability');
  });

  it('leaves out a heading that has no sub-questions yet', async () => {
    await call('POST', '/api/admin/insert/question', { body: { cid: '9.1', question: 'Шинэ гарчиг' }, cookie: await adminCookie(2) });
    const res = await call('GET', '/api/mm/get/assessment');
    expect(res.json.result.map((g: { mainIndex: string }) => g.mainIndex)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('refuses an unknown language with 400', async () => {
    expect((await call('GET', '/api/mm/get/assessment?lang=fr')).status).toBe(400);
  });
});

describe('POST /api/mm/insert/answer (open self-assessment)', () => {
  let children: { id: number; cid: string }[];
  beforeAll(async () => {
    children = await seedQuestions();
  });

  it('saves the respondent and every answer, and returns yes / all rounded', async () => {
    const answers = answersFor(children, (cid) => cid.startsWith('1.') || cid === '2.1.1');
    const res = await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers } });
    expect(res.status).toBe(200);
    expect(res.json.result).toEqual({ main_percentage: Math.round((7 * 100) / 30), total_true: 7, total_false: 23 });
    const db = await getDb();
    const [respondent] = await db.select().from(openRespondents);
    expect(respondent).toMatchObject(intro);
    expect(await db.select().from(openAnswers)).toHaveLength(30);
  });

  it('uses the intro form messages for missing or malformed fields', async () => {
    const answers = answersFor(children, () => true);
    const noName = await call('POST', '/api/mm/insert/answer', { body: { ...intro, name: '  ', answers } });
    expect(noName.status).toBe(400);
    expect(noName.json.error).toBe('Байгууллагын нэрээ оруулна уу');
    const badEmail = await call('POST', '/api/mm/insert/answer', { body: { ...intro, email: 'info@gobi.m', answers } });
    expect(badEmail.json.error).toBe('Имэйл хаяг буруу байна');
    const noPhone = await call('POST', '/api/mm/insert/answer', { body: { ...intro, phone_number: '', answers } });
    expect(noPhone.json.error).toBe('Утасны дугаараа оруулна уу');
  });

  it('requires an answer to every sub-question and nothing else', async () => {
    const all = answersFor(children, () => true);
    const missing = await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers: all.slice(1) } });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Бүх асуултанд хариулна уу.');
    const twice = await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers: [...all.slice(1), all[1]] } });
    expect(twice.status).toBe(400);
    const unknown = await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers: [...all.slice(1), { question_id: 999999, answer: 1 }] } });
    expect(unknown.status).toBe(400);
    const wrongValue = await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers: all.map((a) => ({ ...a, answer: 2 })) } });
    expect(wrongValue.status).toBe(400);
    const notJson = await call('POST', '/api/mm/insert/answer', { body: '{"name":' });
    expect(notJson.status).toBe(400);
  });

  it('keeps nothing of a refused submission', async () => {
    const db = await getDb();
    const before = (await db.select().from(openRespondents)).length;
    await call('POST', '/api/mm/insert/answer', { body: { ...intro, answers: answersFor(children, () => true).slice(2) } });
    expect(await db.select().from(openRespondents)).toHaveLength(before);
  });

  it('refuses a write from another site with 403', async () => {
    const res = await call('POST', '/api/mm/insert/answer', {
      body: { ...intro, answers: answersFor(children, () => true) },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
