import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { call, ORIGIN } from '../support/api';
import { pdfTextOf } from '../support/pdf-text';
import { getDb } from '@/lib/db/client';
import { memberAnswers } from '@/lib/assessment/schema';
import { scoreAnswers } from '@/lib/assessment/percentages';
import { answersFor, createMember, memberCookie, pdfBytes, pngBytes, seedQuestions } from './support';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-draft-'));

let children: { id: number; cid: string }[];
let alpha: { id: number };
let beta: { id: number };
let alphaCookie: string;
let betaCookie: string;

beforeAll(async () => {
  children = await seedQuestions();
  alpha = await createMember('Драфт Альфа ХХК', 'draft-alpha@example.com');
  beta = await createMember('Драфт Бета ХХК', 'draft-beta@example.com');
  alphaCookie = memberCookie(alpha.id);
  betaCookie = memberCookie(beta.id);
});

const saveDraft = (cookie: string | undefined, body: unknown) => call('POST', '/api/mm/save/member-draft', { cookie, body });
const getDraft = (cookie?: string) => call('GET', '/api/mm/get/member-draft', { cookie });
const rowsOf = async (memberId: number) => (await getDb()).select().from(memberAnswers).where(eq(memberAnswers.member_id, memberId));

/** A binary download (call() reads bodies as text). */
async function download(pathname: string, cookie: string) {
  const res = await dispatch(allTables, new Request(`${ORIGIN}${pathname}`, { headers: { host: 'localhost:3000', cookie } }));
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

function uploadForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe('save and resume: POST /api/mm/save/member-draft and GET /api/mm/get/member-draft', () => {
  it('need a verified member session', async () => {
    expect((await saveDraft(undefined, { answers: [{ question_id: children[0]!.id, answer: 1, proof: false, comment: '' }] })).status).toBe(401);
    expect((await getDraft()).status).toBe(401);
  });

  it('start empty: the open assessment is number 1 with nothing saved', async () => {
    const res = await getDraft(alphaCookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ answer_id: 1, answers: [] });
  });

  it('keep each row as it is on screen, a comment or proof before yes/no included, and give it back on a new sign-in', async () => {
    const saved = await saveDraft(alphaCookie, {
      answers: [
        { question_id: children[0]!.id, answer: 1, proof: true, comment: 'Бодлого батлагдсан' },
        { question_id: children[1]!.id, answer: false, proof: false, comment: '' },
        { question_id: children[2]!.id, answer: null, proof: true, comment: 'Хариултаа дараа сонгоно' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ success: true, answer_id: 1 });

    // A new code (a new session cookie) on another device reads the same draft.
    const res = await getDraft(memberCookie(alpha.id));
    expect(res.status).toBe(200);
    expect(res.json.answer_id).toBe(1);
    const byQuestion = new Map(res.json.answers.map((a: { question_id: number }) => [a.question_id, a]));
    expect(byQuestion.get(children[0]!.id)).toEqual({ question_id: children[0]!.id, answer: true, proof: true, comment: 'Бодлого батлагдсан', proof_file: null });
    expect(byQuestion.get(children[1]!.id)).toMatchObject({ answer: false, proof: false, comment: '' });
    expect(byQuestion.get(children[2]!.id)).toMatchObject({ answer: null, proof: true, comment: 'Хариултаа дараа сонгоно' });
  });

  it('updates only the rows sent, keeping the others and their proof files', async () => {
    const upload = await call('POST', '/api/mm/insert/member-answer', {
      cookie: alphaCookie,
      form: uploadForm({ question_id: String(children[3]!.id), proof: 'true', comment: 'Зураг', proof_file: pngBytes(), answer_id: '1' }),
    });
    expect(upload.status, upload.text).toBe(200);
    expect(upload.json.proof_file).toMatch(/^\/api\/mm\/get\/proof-file\?key=[a-f0-9]{32}\.png$/);

    const res = await saveDraft(alphaCookie, { answers: [{ question_id: children[3]!.id, answer: 1, proof: true, comment: 'Зураг, 2024' }] });
    expect(res.status).toBe(200);
    const draft = (await getDraft(alphaCookie)).json.answers as { question_id: number; answer: boolean | null; comment: string; proof_file: string | null }[];
    expect(draft).toHaveLength(4);
    const row = draft.find((a) => a.question_id === children[3]!.id)!;
    expect(row).toMatchObject({ answer: true, comment: 'Зураг, 2024', proof_file: upload.json.proof_file });
    expect(draft.find((a) => a.question_id === children[0]!.id)).toMatchObject({ answer: true, comment: 'Бодлого батлагдсан' });
    // The link is the member's own private route, and it serves the uploaded file.
    const file = await call('GET', row.proof_file!, { cookie: alphaCookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it("touch only the session member's own data, whatever ids the client sends", async () => {
    const res = await saveDraft(betaCookie, { answers: [{ question_id: children[0]!.id, answer: 0, proof: false, comment: 'Бета', member_id: alpha.id, answer_id: 1 }] });
    expect(res.status).toBe(200);
    const alphaRow = (await rowsOf(alpha.id)).find((r) => r.question_id === children[0]!.id)!;
    expect(alphaRow).toMatchObject({ answer: true, comment: 'Бодлого батлагдсан' });
    const betaDraft = (await getDraft(betaCookie)).json;
    expect(betaDraft.answers).toEqual([{ question_id: children[0]!.id, answer: false, proof: false, comment: 'Бета', proof_file: null }]);
    // Beta cannot read alpha's proof file through its own link either.
    const alphaLink = (await getDraft(alphaCookie)).json.answers.find((a: { proof_file: string | null }) => a.proof_file).proof_file;
    expect((await call('GET', alphaLink, { cookie: betaCookie })).status).toBe(404);
  });

  it('refuse what is out of bounds with 400 and save nothing of it', async () => {
    const one = (over: object = {}) => ({ question_id: children[5]!.id, answer: 1, proof: false, comment: '', ...over });
    const heading = (await call('GET', '/api/mm/get/assessment')).json.result[0].questions[0].id;
    const cases: unknown[] = [
      {},
      { answers: [] },
      { answers: 'all' },
      { answers: Array.from({ length: 501 }, () => one()) },
      { answers: [one({ comment: 'ж'.repeat(2001) })] },
      { answers: [one({ answer: 'maybe' })] },
      { answers: [one({ question_id: 999999 })] },
      { answers: [one({ question_id: heading })] },
      { answers: [one(), one({ answer: 0 })] },
    ];
    for (const body of cases) {
      const res = await saveDraft(alphaCookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error).toBeTruthy();
    }
    expect((await rowsOf(alpha.id)).some((r) => r.question_id === children[5]!.id)).toBe(false);
    // 2000 characters is still fine.
    expect((await saveDraft(alphaCookie, { answers: [one({ comment: 'ж'.repeat(2000) })] })).status).toBe(200);
  });

  it('Finish after a draft replaces it with the complete set and keeps the proof uploaded earlier', async () => {
    const before = (await rowsOf(alpha.id)).find((r) => r.question_id === children[3]!.id)!.proof_file!;
    const form = new FormData();
    form.append('answer_id', '1');
    form.append('answers', JSON.stringify(answersFor(children, (cid) => cid.startsWith('1.'))));
    form.append(`proof_file_${children[4]!.id}`, pdfBytes());
    const res = await call('POST', '/api/mm/insert/member-assessment', { cookie: alphaCookie, form });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({ answer_id: 1, first_section_per: 100, second_section_per: 0 });
    const rows = await rowsOf(alpha.id);
    expect(rows).toHaveLength(children.length);
    expect(rows.every((r) => r.answer !== null)).toBe(true);
    expect(rows.find((r) => r.question_id === children[3]!.id)!.proof_file).toBe(before);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'uploads', before))).toBe(true);
    expect(rows.find((r) => r.question_id === children[4]!.id)!.proof_file).toMatch(/\.pdf$/);
  });

  it('answer 409 once no assessment is open (the result exists), and write nothing', async () => {
    const draft = await getDraft(alphaCookie);
    expect(draft.status).toBe(409);
    expect(draft.json.error).toBe('Энэ үнэлгээний хариулт аль хэдийн хадгалагдсан байна.');
    const save = await saveDraft(alphaCookie, { answers: [{ question_id: children[0]!.id, answer: 0, proof: false, comment: 'Хожуу' }] });
    expect(save.status).toBe(409);
    expect((await rowsOf(alpha.id)).find((r) => r.question_id === children[0]!.id)!.comment).toBe('');
  });
});

describe('a draft save racing Finish', () => {
  it('never changes the answers Finish scored: it lands before Finish (and is replaced) or gets 409', async () => {
    const epsilon = await createMember('Драфт Эпсилон ХХК', 'draft-epsilon@example.com');
    const cookie = memberCookie(epsilon.id);
    const form = new FormData();
    form.append('answers', JSON.stringify(answersFor(children, () => true)));
    const late = { answers: children.slice(0, 10).map((c) => ({ question_id: c.id, answer: 0, proof: false, comment: 'Хожуу' })) };
    const [finish, ...saves] = await Promise.all([
      call('POST', '/api/mm/insert/member-assessment', { cookie, form }),
      saveDraft(cookie, late),
      saveDraft(cookie, late),
    ]);
    expect(finish.status).toBe(200);
    for (const save of saves) expect([200, 409]).toContain(save.status);
    const rows = await rowsOf(epsilon.id);
    expect(rows).toHaveLength(children.length);
    expect(rows.every((r) => r.answer === true && r.comment === '')).toBe(true);
  });
});

describe('rows whose yes/no is not chosen yet (answer null) count as unanswered', () => {
  it('scoring leaves them out', () => {
    expect(scoreAnswers([
      { cid: '1.1.1', answer: true },
      { cid: '1.1.2', answer: null },
      { cid: '2.1.1', answer: false },
    ])).toMatchObject({ main_percentage: 50, first_section_per: 100, second_section_per: 0, total_true: 1, total_false: 1 });
  });

  it('the per-question result and the PDF skip them too', async () => {
    const save = await saveDraft(betaCookie, {
      answers: [
        { question_id: children[1]!.id, answer: 1, proof: false, comment: '' },
        { question_id: children[2]!.id, answer: null, proof: true, comment: 'Шийдээгүй' },
      ],
    });
    expect(save.status).toBe(200);
    // Beta now has 1.1.1 no, 1.1.2 yes and 1.1.3 not chosen.
    const result = await call('POST', '/api/mm/insert/result', { cookie: betaCookie, body: {} });
    expect(result.status).toBe(200);
    expect(result.json.result).toMatchObject({ main_percentage: 50, total_true: 1, total_false: 1 });

    const pdf = await download('/api/mm/export/member-result.pdf', betaCookie);
    expect(pdf.status).toBe(200);
    const text = await pdfTextOf(pdf.bytes);
    expect(text).toContain('Нийт хувь: 50%');
    expect(text).toContain('Хариулт: —');
    expect(text).toContain('Шийдээгүй');
  });

  it('a draft with no chosen answer at all cannot be scored', async () => {
    const gamma = await createMember('Драфт Гамма ХХК', 'draft-gamma@example.com');
    const cookie = memberCookie(gamma.id);
    expect((await saveDraft(cookie, { answers: [{ question_id: children[0]!.id, answer: null, proof: true, comment: 'Зөвхөн тайлбар' }] })).status).toBe(200);
    const res = await call('POST', '/api/mm/insert/result', { cookie, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Хариулт олдсонгүй.');
  });
});

describe('POST /api/mm/insert/member-answer (each proof uploaded on its own)', () => {
  it('stores the proof before yes/no is chosen, keeps the row, and refuses a file of the wrong kind with its message', async () => {
    const delta = await createMember('Драфт Дельта ХХК', 'draft-delta@example.com');
    const cookie = memberCookie(delta.id);
    const ok = await call('POST', '/api/mm/insert/member-answer', {
      cookie,
      form: uploadForm({ question_id: String(children[0]!.id), proof: 'true', comment: 'Акт', proof_file: pdfBytes() }),
    });
    expect(ok.status, ok.text).toBe(200);
    const [row] = await (await getDb()).select().from(memberAnswers).where(and(eq(memberAnswers.member_id, delta.id), eq(memberAnswers.question_id, children[0]!.id)));
    expect(row).toMatchObject({ answer: null, proof: true, comment: 'Акт' });
    expect(row!.proof_file).toMatch(/\.pdf$/);

    const wrong = await call('POST', '/api/mm/insert/member-answer', {
      cookie,
      form: uploadForm({ question_id: String(children[0]!.id), answer: '1', proof: 'true', proof_file: new Blob(['GIF89a......'], { type: 'image/gif' }) }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Зөвхөн PDF, JPG, PNG, DOCX эсвэл XLSX файл оруулна уу.');
    const [kept] = await (await getDb()).select().from(memberAnswers).where(and(eq(memberAnswers.member_id, delta.id), eq(memberAnswers.question_id, children[0]!.id)));
    expect(kept).toEqual(row);
  });
});
