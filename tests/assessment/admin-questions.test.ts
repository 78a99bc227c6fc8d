import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { seedQuestions } from './support';

let admin: string;
let user: string;

beforeAll(async () => {
  admin = await adminCookie(2);
  user = await adminCookie(3);
});

const insert = (body: unknown, cookie = admin) => call('POST', '/api/admin/insert/question', { body, cookie });

describe('GET /api/admin/get/assessment-questions', () => {
  it('is empty before any question exists, and needs a session', async () => {
    expect((await call('GET', '/api/admin/get/assessment-questions')).status).toBe(401);
    const res = await call('GET', '/api/admin/get/assessment-questions', { cookie: user });
    expect(res.status).toBe(200);
    expect(res.json.result).toEqual([]);
  });

  it('lists the questions grouped by section with ids', async () => {
    await seedQuestions();
    const res = await call('GET', '/api/admin/get/assessment-questions', { cookie: admin });
    expect(res.json.result).toHaveLength(5);
    expect(res.json.result[0].questions[0]).toMatchObject({ cid: '1.1', id: expect.any(Number) });
  });
});

describe('question index rules on the server', () => {
  it('requires the index and the question text, with the spec messages', async () => {
    expect((await insert({ cid: '', question: 'Асуулт' })).json.error).toBe('Үнэлгээний индексийг оруулна уу');
    expect((await insert({ question: 'Асуулт' })).json.error).toBe('Үнэлгээний индексийг оруулна уу');
    expect((await insert({ cid: '6.1', question: ' ' })).json.error).toBe('Үнэлгээний асуултыг оруулна уу');
  });

  it('refuses a malformed index with 400', async () => {
    for (const cid of ['7', '7.', '7..1', 'a.1', '7,4']) {
      const res = await insert({ cid, question: 'Асуулт' });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1');
    }
  });

  it('derives pid on insert and refuses a duplicate index with 409', async () => {
    const heading = await insert({ cid: '6.1', question: 'Шинэ гарчиг', question_en: 'New heading' });
    expect(heading.status).toBe(200);
    expect(heading.json.question).toMatchObject({ cid: '6.1', pid: null });
    const child = await insert({ cid: '6.1.1', question: 'Шинэ асуулт', pid: 'ignored' });
    expect(child.json.question).toMatchObject({ cid: '6.1.1', pid: '6.1' });
    const duplicate = await insert({ cid: '6.1.1', question: 'Давхар' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error).toBe('Индекс давхцаж байна');
  });

  it('GET /check/index lists the questions holding an index (empty when free)', async () => {
    const taken = await call('GET', '/api/admin/check/index?cid=6.1.1', { cookie: admin });
    expect(taken.status).toBe(200);
    expect(taken.json.result).toHaveLength(1);
    const free = await call('GET', '/api/admin/check/index?cid=6.1.2', { cookie: admin });
    expect(free.json.result).toEqual([]);
    const own = await call('GET', `/api/admin/check/index?cid=6.1.1&id=${taken.json.result[0].id}`, { cookie: admin });
    expect(own.json.result).toEqual([]);
    const bad = await call('GET', '/api/admin/check/index?cid=6', { cookie: admin });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/api/admin/check/index', { cookie: admin })).status).toBe(400);
  });

  it('updates a question: an unchanged index passes, a taken one is 409, pid follows the index', async () => {
    const id = (await call('GET', '/api/admin/check/index?cid=6.1.1', { cookie: admin })).json.result[0].id;
    const same = await call('POST', '/api/admin/update/question', { cookie: admin, body: { id, originalCid: '6.1.1', cid: '6.1.1', pid: '6.1', question: 'Засварласан' } });
    expect(same.status).toBe(200);
    expect(same.json.question.question).toBe('Засварласан');
    const taken = await call('POST', '/api/admin/update/question', { cookie: admin, body: { id, cid: '1.1.1', question: 'x' } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('Индекс давхцаж байна');
    const moved = await call('POST', '/api/admin/update/question', { cookie: admin, body: { id, cid: '6.2.4', question: 'Нүүсэн' } });
    expect(moved.json.question).toMatchObject({ cid: '6.2.4', pid: '6.2' });
    const malformed = await call('POST', '/api/admin/update/question', { cookie: admin, body: { id, cid: '6..2', question: 'x' } });
    expect(malformed.status).toBe(400);
    expect((await call('POST', '/api/admin/update/question', { cookie: admin, body: { id: 999999, cid: '6.9', question: 'x' } })).status).toBe(404);
  });

  it('keeps the improvement guidance in both languages beside the question, for the editor only', async () => {
    const res = await insert({ cid: '6.3.1', question: 'Шаардлага', question_en: 'Requirement', guidance: 'Журам батална уу.', guidance_en: 'Adopt a procedure.' });
    expect(res.status).toBe(200);
    expect(res.json.question).toMatchObject({ guidance: 'Журам батална уу.', guidance_en: 'Adopt a procedure.' });
    const groups = (await call('GET', '/api/admin/get/assessment-questions', { cookie: admin })).json.result;
    const child = groups.flatMap((g: { questions: { children: { cid: string }[] }[] }) => g.questions.flatMap((q) => q.children)).find((c: { cid: string }) => c.cid === '6.3.1');
    expect(child).toMatchObject({ guidance: 'Журам батална уу.', guidance_en: 'Adopt a procedure.' });
    const tooLong = await insert({ cid: '6.3.2', question: 'x', guidance: 'а'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    // The public questionnaire carries no guidance: it is shown only with a result.
    expect(JSON.stringify((await call('GET', '/api/mm/get/assessment?lang=mn')).json)).not.toContain('Журам батална уу.');
  });

  it('deletes a question, but not a heading that still has sub-questions', async () => {
    const headingId = (await call('GET', '/api/admin/check/index?cid=1.1', { cookie: admin })).json.result[0].id;
    expect((await call('DELETE', `/api/admin/delete/question?id=${headingId}`, { cookie: admin })).status).toBe(409);
    const id = (await call('GET', '/api/admin/check/index?cid=6.2.4', { cookie: admin })).json.result[0].id;
    expect((await call('DELETE', `/api/admin/delete/question?id=${id}`, { cookie: admin })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/delete/question?id=${id}`, { cookie: admin })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/delete/question?id=x', { cookie: admin })).status).toBe(400);
  });

  it('lets only moderators and admins write (401 signed out, 403 for role 3)', async () => {
    expect((await call('POST', '/api/admin/insert/question', { body: { cid: '6.3', question: 'x' } })).status).toBe(401);
    expect((await insert({ cid: '6.3', question: 'x' }, user)).status).toBe(403);
    expect((await insert({ cid: '6.3', question: 'x' }, await adminCookie(1))).status).toBe(200);
    expect((await call('DELETE', '/api/admin/delete/question?id=1', { cookie: user })).status).toBe(403);
  });
});
