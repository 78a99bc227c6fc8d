import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { answersFor, createMember, memberCookie, pdfBytes, pngBytes, seedQuestions } from './support';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-admin-'));

let admin: string;
let children: { id: number; cid: string }[];
let member: { id: number };

beforeAll(async () => {
  admin = await adminCookie(3);
  children = await seedQuestions();
  member = await createMember('Номин Майнинг ХХК', 'nomin@example.com');
});

describe('open assessment results', () => {
  it('lists no respondents before anyone answers', async () => {
    const res = await call('GET', '/api/admin/get/assessment-respondents?page=1&limit=10', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ respondents: [], total: 0, totalPages: 1 });
  });

  it('pages respondents newest first and shows one respondent grouped with totals', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await call('POST', '/api/mm/insert/answer', {
        body: { name: `Байгууллага ${i}`, email: `org${i}@example.mn`, phone_number: `9911000${i}`, answers: answersFor(children, (cid) => cid.startsWith('1.') && i === 3) },
      });
      expect(res.status).toBe(200);
    }
    const page = await call('GET', '/api/admin/get/assessment-respondents?page=1&limit=2', { cookie: admin });
    expect(page.json.total).toBe(3);
    expect(page.json.totalPages).toBe(2);
    expect(page.json.respondents).toHaveLength(2);
    expect(page.json.respondents[0]).toMatchObject({ name: 'Байгууллага 3', email: 'org3@example.mn', phone_number: '99110003' });
    const details = await call('GET', `/api/admin/get/assessment-answer?id=${page.json.respondents[0].id}`, { cookie: admin });
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ totalPercentage: 20, totalCount: 30, totalYes: 6, totalNo: 24 });
    expect(details.json.answer[0]).toMatchObject({ mainIndex: '1', mainTitle: 'Засаглал, ёс зүй ба ил тод байдал' });
    expect(details.json.answer[0].questions[0].children[0]).toMatchObject({ cid: '1.1.1', answer: true, proof: true });
    expect(details.json.answer[1].questions[0].children[0]).toMatchObject({ cid: '2.1.1', answer: false, proof: false });
  });

  it('answers an unknown respondent with 404 and bad paging with 400, signed out with 401', async () => {
    expect((await call('GET', '/api/admin/get/assessment-answer?id=99999', { cookie: admin })).status).toBe(404);
    expect((await call('GET', '/api/admin/get/assessment-respondents?page=0', { cookie: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/get/assessment-respondents?limit=x', { cookie: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/get/assessment-respondents')).status).toBe(401);
  });
});

describe('member assessment results', () => {
  it('lists nothing before a member finishes', async () => {
    const res = await call('GET', '/api/admin/get/member-assessment-result?page=1&limit=10', { cookie: admin });
    expect(res.json).toEqual({ respondents: [], total: 0, totalPages: 1 });
  });

  it('lists results with the publication consent, and shows answers and files', async () => {
    const cookie = memberCookie(member.id);
    const form = new FormData();
    form.append('answers', JSON.stringify(answersFor(children, (cid) => cid.startsWith('3.'))));
    form.append(`proof_file_${children[12]!.id}`, pdfBytes());
    expect((await call('POST', '/api/mm/insert/member-assessment', { cookie, form })).status).toBe(200);

    let list = await call('GET', '/api/admin/get/member-assessment-result?page=1&limit=10', { cookie: admin });
    expect(list.json.respondents[0]).toMatchObject({ name: 'Номин Майнинг ХХК', email: 'nomin@example.com', publication: false, finished: false, answer_id: 1, member_id: member.id });

    const attach = new FormData();
    attach.append('official_document', pdfBytes());
    attach.append('form', pngBytes());
    expect((await call('POST', '/api/mm/insert/attachment', { cookie, form: attach })).status).toBe(200);
    list = await call('GET', '/api/admin/get/member-assessment-result?page=1&limit=10', { cookie: admin });
    expect(list.json.respondents[0]).toMatchObject({ publication: true, finished: true });
    expect(list.json.total).toBe(1);

    const answers = await call('GET', `/api/admin/get/member-answers?answerId=1&memberId=${member.id}`, { cookie: admin });
    expect(answers.status).toBe(200);
    expect(answers.json.answer.result).toMatchObject({ main_percentage: 20, third_section_per: 100, name: 'Номин Майнинг ХХК', logo: '/images/logo.png' });
    expect(answers.json.answer.answers.find((r: { cid: string }) => r.cid === '3.1.1')).toMatchObject({ answer: true, pid: '3.1' });

    const files = await call('GET', `/api/admin/get/member-files?answerId=1&memberId=${member.id}`, { cookie: admin });
    expect(files.json.file.files).toEqual([{ cid: children[12]!.cid, proof_file: expect.stringMatching(/\.pdf$/) }]);
    expect(files.json.file.attachment).toMatchObject({ official_document: expect.stringMatching(/\.pdf$/), form: expect.stringMatching(/\.png$/), publication: true });
  });

  it('answers an assessment that does not exist with empty lists, and bad ids with 400', async () => {
    const none = await call('GET', `/api/admin/get/member-files?answerId=9&memberId=${member.id}`, { cookie: admin });
    expect(none.json.file).toEqual({ files: [], result: null, attachment: null });
    expect((await call('GET', '/api/admin/get/member-answers?answerId=1', { cookie: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/get/member-files', { cookie: admin })).status).toBe(400);
    expect((await call('GET', `/api/admin/get/member-answers?answerId=1&memberId=${member.id}`)).status).toBe(401);
  });
});
