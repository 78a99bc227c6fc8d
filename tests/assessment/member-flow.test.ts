import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { assessmentAttachments, assessmentResults, memberAnswers } from '@/lib/assessment/schema';
import { mailMessages } from '@/lib/mail/schema';
import { signMemberSession, MEMBER_COOKIE } from '@/lib/assessment/member-session';
import { issueCode } from '@/lib/assessment/codes';
import { answersFor, createMember, fakePdf, memberCookie, pdfBytes, pngBytes, seedQuestions } from './support';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-uploads-'));

let children: { id: number; cid: string }[];
let alpha: { id: number };
let beta: { id: number };
let alphaCookie: string;
let betaCookie: string;

beforeAll(async () => {
  children = await seedQuestions();
  alpha = await createMember('Альфа Майнинг ХХК', 'alpha@example.com');
  beta = await createMember('Бета Ресурс ХХК', 'beta@example.com');
  alphaCookie = memberCookie(alpha.id);
  betaCookie = memberCookie(beta.id);
});

function answerForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

function finishForm(answers: object[], extra: Record<string, string | Blob> = {}) {
  return answerForm({ answers: JSON.stringify(answers), ...extra });
}

/** Proof files and attachments are private: stored under their private key (private/<name>). */
const uploadedFile = (key: string) => path.join(process.env.DATA_DIR!, 'uploads', key);

describe('member endpoints need a verified member session', () => {
  const calls: [string, string, () => { form?: FormData; body?: unknown }][] = [
    ['POST', '/api/mm/insert/member-answer', () => ({ form: answerForm({ question_id: String(children[0]!.id), answer: '1' }) })],
    ['POST', '/api/mm/insert/member-assessment', () => ({ form: finishForm(answersFor(children, () => true)) })],
    ['POST', '/api/mm/insert/result', () => ({ body: {} })],
    ['POST', '/api/mm/insert/attachment', () => ({ form: answerForm({ official_document: pdfBytes(), form: pdfBytes() }) })],
    ['GET', '/api/mm/get/member-answers', () => ({})],
  ];

  it('answers 401 without a session, with a forged one and with an expired one', async () => {
    const forged = `${MEMBER_COOKIE}=${alpha.id}.9999999999.${'A'.repeat(43)}`;
    const expired = `${MEMBER_COOKIE}=${signMemberSession(alpha.id, new Date(Date.now() - 4 * 3600 * 1000))}`;
    const swapped = `${MEMBER_COOKIE}=${alphaCookie.split('=')[1]!.replace(/^\d+/, String(beta.id))}`;
    for (const [method, url, init] of calls) {
      for (const cookie of [undefined, forged, expired, swapped]) {
        const res = await call(method, url, { ...init(), cookie });
        expect(res.status, `${method} ${url} ${cookie}`).toBe(401);
      }
    }
  });
});

describe('POST /api/mm/insert/member-answer (one question at a time)', () => {
  it('saves an answer with proof, comment and proof file for the open assessment (answer_id 1)', async () => {
    const q = children[0]!;
    const res = await call('POST', '/api/mm/insert/member-answer', {
      cookie: alphaCookie,
      form: answerForm({ question_id: String(q.id), answer: '1', member_id: String(alpha.id), proof: 'true', comment: 'Журам батлагдсан', proof_file: pdfBytes(), answer_id: '1' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.answer_id).toBe(1);
    const [row] = await (await getDb()).select().from(memberAnswers).where(and(eq(memberAnswers.member_id, alpha.id), eq(memberAnswers.question_id, q.id)));
    expect(row).toMatchObject({ answer: true, proof: true, comment: 'Журам батлагдсан', answer_id: 1 });
    expect(row!.proof_file).toMatch(/^private\/[a-f0-9]{32}\.pdf$/);
    expect(fs.existsSync(uploadedFile(row!.proof_file!))).toBe(true);
  });

  it('replaces the answer when sent again, keeping the proof file unless a new one comes', async () => {
    const q = children[0]!;
    const res = await call('POST', '/api/mm/insert/member-answer', { cookie: alphaCookie, form: answerForm({ question_id: String(q.id), answer: '0' }) });
    expect(res.status).toBe(200);
    const rows = await (await getDb()).select().from(memberAnswers).where(and(eq(memberAnswers.member_id, alpha.id), eq(memberAnswers.question_id, q.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer: false, proof: false });
    expect(rows[0]!.proof_file).toBeTruthy();
  });

  it('refuses bad input with 400: unknown question, heading, bad answer, disguised file', async () => {
    const heading = (await call('GET', '/api/mm/get/assessment')).json.result[0].questions[0].id;
    const cases: Record<string, string | Blob>[] = [
      { question_id: '999999', answer: '1' },
      { question_id: String(heading), answer: '1' },
      { question_id: String(children[1]!.id), answer: 'maybe' },
      { question_id: 'x', answer: '1' },
      { question_id: String(children[1]!.id), answer: '1', proof_file: fakePdf() },
      { question_id: String(children[1]!.id), answer: '1', proof_file: 'not a file' },
    ];
    for (const fields of cases) {
      const res = await call('POST', '/api/mm/insert/member-answer', { cookie: alphaCookie, form: answerForm(fields) });
      expect(res.status, JSON.stringify(Object.keys(fields))).toBe(400);
    }
  });

  it("cannot write under another member's id or another assessment number", async () => {
    const asBeta = await call('POST', '/api/mm/insert/member-answer', {
      cookie: alphaCookie,
      form: answerForm({ question_id: String(children[2]!.id), answer: '1', member_id: String(beta.id) }),
    });
    expect(asBeta.status).toBe(403);
    const otherNumber = await call('POST', '/api/mm/insert/member-answer', {
      cookie: alphaCookie,
      form: answerForm({ question_id: String(children[2]!.id), answer: '1', answer_id: '7' }),
    });
    expect(otherNumber.status).toBe(409);
    expect(await (await getDb()).select().from(memberAnswers).where(eq(memberAnswers.member_id, beta.id))).toHaveLength(0);
  });
});

describe('POST /api/mm/insert/member-assessment (Finish: all answers and the result at once)', () => {
  it('requires every sub-question, and leaves nothing behind when refused', async () => {
    const partial = answersFor(children, () => true).slice(1);
    const res = await call('POST', '/api/mm/insert/member-assessment', { cookie: betaCookie, form: finishForm(partial) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Бүх асуултанд хариулна уу.');
    const privateDir = path.join(process.env.DATA_DIR!, 'uploads', 'private');
    const uploads = () => (fs.existsSync(privateDir) ? fs.readdirSync(privateDir).length : 0);
    const stored = uploads();
    const badFile = await call('POST', '/api/mm/insert/member-assessment', {
      cookie: betaCookie,
      form: finishForm(answersFor(children, () => true), { [`proof_file_${children[0]!.id}`]: pngBytes(), [`proof_file_${children[1]!.id}`]: fakePdf() }),
    });
    expect(badFile.status).toBe(400);
    expect(uploads(), 'the proof file stored before the refused one is removed again').toBe(stored);
    const db = await getDb();
    expect(await db.select().from(memberAnswers).where(eq(memberAnswers.member_id, beta.id))).toHaveLength(0);
    expect(await db.select().from(assessmentResults).where(eq(assessmentResults.member_id, beta.id))).toHaveLength(0);
    expect((await call('POST', '/api/mm/insert/member-assessment', { cookie: betaCookie, form: answerForm({ answers: '{oops' }) })).status).toBe(400);
  });

  it('saves all answers with their proof files and the computed result in one go', async () => {
    // Section 1 all yes, section 2 one of six, the rest no.
    const answers = answersFor(children, (cid) => cid.startsWith('1.') || cid === '2.2.3');
    const res = await call('POST', '/api/mm/insert/member-assessment', {
      cookie: alphaCookie,
      form: finishForm(answers, { answer_id: '1', [`proof_file_${children[1]!.id}`]: pngBytes() }),
    });
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({
      member_id: alpha.id,
      answer_id: 1,
      main_percentage: 23, // 7 / 30
      first_section_per: 100,
      second_section_per: 17,
      third_section_per: 0,
      fourth_section_per: 0,
      fifth_section_per: 0,
      total_true: 7,
      total_false: 23,
      finished: false,
    });
    const rows = await (await getDb()).select().from(memberAnswers).where(eq(memberAnswers.member_id, alpha.id));
    expect(rows).toHaveLength(30);
    // The proof file saved earlier through the one-question call is kept; the new one is stored.
    expect(rows.find((r) => r.question_id === children[0]!.id)!.proof_file).toMatch(/\.pdf$/);
    expect(rows.find((r) => r.question_id === children[1]!.id)!.proof_file).toMatch(/\.png$/);
    // The member gets a copy of the result they submitted (issue 21.4), queued with it.
    const [copy] = await (await getDb()).select().from(mailMessages).where(eq(mailMessages.kind, 'assessment-result'));
    expect(copy).toMatchObject({ recipient: 'alpha@example.com', related: `assessment result ${res.json.result.id}` });
    expect(copy!.message!.text).toContain('Нийт дүн: 23%');
    expect(copy!.message!.text).toContain('Environmental stewardship: 17%');
  });

  it('refuses a second Finish and further answers once the result exists (409)', async () => {
    const again = await call('POST', '/api/mm/insert/member-assessment', { cookie: alphaCookie, form: finishForm(answersFor(children, () => true)) });
    expect(again.status).toBe(409);
    const one = await call('POST', '/api/mm/insert/member-answer', { cookie: alphaCookie, form: answerForm({ question_id: String(children[3]!.id), answer: '1' }) });
    expect(one.status).toBe(409);
  });
});

describe('POST /api/mm/insert/result (the per-question path)', () => {
  it('refuses to score an assessment with no saved answers', async () => {
    const res = await call('POST', '/api/mm/insert/result', { cookie: betaCookie, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Хариулт олдсонгүй.');
  });

  it('scores the answers saved one by one; the percentages sent by the client are ignored', async () => {
    for (const [i, q] of children.slice(0, 4).entries()) {
      const res = await call('POST', '/api/mm/insert/member-answer', { cookie: betaCookie, form: answerForm({ question_id: String(q.id), answer: i === 0 ? '1' : '0' }) });
      expect(res.status).toBe(200);
    }
    const res = await call('POST', '/api/mm/insert/result', { cookie: betaCookie, body: { member_id: beta.id, answer_id: 1, main_percentage: 100 } });
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ member_id: beta.id, answer_id: 1, main_percentage: 25, first_section_per: 25, second_section_per: 0, total_true: 1, total_false: 3 });
    expect((await call('POST', '/api/mm/insert/result', { cookie: betaCookie, body: {} })).status).toBe(409);
  });

  it("cannot score another member's assessment", async () => {
    expect((await call('POST', '/api/mm/insert/result', { cookie: betaCookie, body: { member_id: alpha.id } })).status).toBe(403);
  });
});

describe('GET /api/mm/get/member-answers', () => {
  it("returns only the session member's stored answers, headings included, with the result", async () => {
    const res = await call('GET', `/api/mm/get/member-answers?answerId=1&memberId=${alpha.id}`, { cookie: alphaCookie });
    expect(res.status).toBe(200);
    const { answers, result } = res.json.answer;
    expect(answers).toHaveLength(40); // 30 answers under 10 headings
    expect(answers[0]).toMatchObject({ cid: '1.1', pid: null, answer: null });
    expect(answers[1]).toMatchObject({ cid: '1.1.1', pid: '1.1', answer: true });
    expect(result).toMatchObject({ member_id: alpha.id, answer_id: 1, main_percentage: 23, name: 'Альфа Майнинг ХХК' });
    const latest = await call('GET', '/api/mm/get/member-answers', { cookie: alphaCookie });
    expect(latest.json.answer.result.id).toBe(result.id);
  });

  it("refuses another member's id with 403", async () => {
    const res = await call('GET', `/api/mm/get/member-answers?answerId=1&memberId=${alpha.id}`, { cookie: betaCookie });
    expect(res.status).toBe(403);
  });

  it('answers an assessment number with nothing stored with an empty list', async () => {
    const res = await call('GET', '/api/mm/get/member-answers?answerId=5', { cookie: alphaCookie });
    expect(res.status).toBe(200);
    expect(res.json.answer).toEqual({ answers: [], result: null });
    expect((await call('GET', '/api/mm/get/member-answers?answerId=0', { cookie: alphaCookie })).status).toBe(400);
  });
});

describe('POST /api/mm/insert/attachment', () => {
  it('requires both files, each checked by content', async () => {
    const none = await call('POST', '/api/mm/insert/attachment', { cookie: alphaCookie, form: answerForm({ publication: 'true' }) });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe('Заавал бөглөнө үү!');
    const oneMissing = await call('POST', '/api/mm/insert/attachment', { cookie: alphaCookie, form: answerForm({ official_document: pdfBytes() }) });
    expect(oneMissing.status).toBe(400);
    const disguised = await call('POST', '/api/mm/insert/attachment', { cookie: alphaCookie, form: answerForm({ official_document: pdfBytes(), form: fakePdf() }) });
    expect(disguised.status).toBe(400);
  });

  it("cannot attach to another member's result", async () => {
    const [betaResult] = await (await getDb()).select().from(assessmentResults).where(eq(assessmentResults.member_id, beta.id));
    const res = await call('POST', '/api/mm/insert/attachment', {
      cookie: alphaCookie,
      form: answerForm({ official_document: pdfBytes(), form: pdfBytes(), result_id: String(betaResult!.id) }),
    });
    expect(res.status).toBe(403);
  });

  it('stores both files with the publication consent and marks the assessment finished', async () => {
    const [result] = await (await getDb()).select().from(assessmentResults).where(eq(assessmentResults.member_id, alpha.id));
    const res = await call('POST', '/api/mm/insert/attachment', {
      cookie: alphaCookie,
      form: answerForm({ official_document: pdfBytes(), form: pngBytes(), publication: 'false', result_id: String(result!.id), answer_id: '1' }),
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [attachment] = await db.select().from(assessmentAttachments).where(eq(assessmentAttachments.member_id, alpha.id));
    expect(attachment).toMatchObject({ result_id: result!.id, answer_id: 1, publication: false });
    expect(attachment!.official_document).toMatch(/\.pdf$/);
    expect(attachment!.form).toMatch(/\.png$/);
    const [finished] = await db.select().from(assessmentResults).where(eq(assessmentResults.id, result!.id));
    expect(finished!.finished).toBe(true);
    expect((await call('POST', '/api/mm/insert/attachment', { cookie: alphaCookie, form: answerForm({ official_document: pdfBytes(), form: pdfBytes() }) })).status).toBe(409);
  });

  it('defaults the publication consent to yes', async () => {
    const res = await call('POST', '/api/mm/insert/attachment', { cookie: betaCookie, form: answerForm({ official_document: pdfBytes(), form: pdfBytes() }) });
    expect(res.status).toBe(200);
    const [attachment] = await (await getDb()).select().from(assessmentAttachments).where(eq(assessmentAttachments.member_id, beta.id));
    expect(attachment!.publication).toBe(true);
  });
});

describe('re-entry', () => {
  it('tells a finished member they are done when they verify again', async () => {
    const check = await call('GET', '/api/mm/check/email?email=alpha@example.com');
    expect(check.json).toMatchObject({ member: { id: alpha.id }, answer_id: 1 });
    const db = await getDb();
    const { code, challenge } = await db.transaction((tx) => issueCode(tx, { purpose: 'member', subjectId: alpha.id }));
    const verified = await call('POST', '/api/mm/verify/code', { body: { id: challenge, code } });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ state: 'finished', answer_id: 1, result: { finished: true }, member: { id: alpha.id } });
  });

  it('takes a member with a result but no attachments to the attachment step', async () => {
    const gamma = await createMember('Гамма ХХК', 'gamma@example.com');
    const form = finishForm(answersFor(children, () => false));
    expect((await call('POST', '/api/mm/insert/member-assessment', { cookie: memberCookie(gamma.id), form })).status).toBe(200);
    const { code, challenge } = await (await getDb()).transaction((tx) => issueCode(tx, { purpose: 'member', subjectId: gamma.id }));
    const verified = await call('POST', '/api/mm/verify/code', { body: { id: challenge, code } });
    expect(verified.json).toMatchObject({ state: 'result', answer_id: 1, result: { finished: false, main_percentage: 0 } });
  });
});
