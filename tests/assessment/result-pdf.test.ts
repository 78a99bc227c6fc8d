import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { adminCookie, call, ORIGIN } from '../support/api';
import { pdfTextOf } from '../support/pdf-text';
import { answersFor, createMember, memberCookie, seedQuestions } from './support';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-pdf-'));

let owner: { id: number };
let other: { id: number };

async function download(pathname: string, cookie?: string) {
  const res = await dispatch(allTables, new Request(`${ORIGIN}${pathname}`, { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } }));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  const children = await seedQuestions();
  owner = await createMember('Өмнөговь Үүрэг Майнинг ХХК', 'omnogovi@example.com');
  other = await createMember('Өөр Ресурс ХХК', 'other-pdf@example.com');
  const form = new FormData();
  // Every other question answered 'yes', so the percentages are neither 0 nor 100.
  form.append('answers', JSON.stringify(answersFor(children, (cid) => Number(cid.split('.').pop()) % 2 === 1)));
  expect((await call('POST', '/api/mm/insert/member-assessment', { cookie: memberCookie(owner.id), form })).status).toBe(200);
});

describe('the member result as a real PDF, made on the server', () => {
  it('gives staff an A4 text PDF with the member, date, totals, sections in Cyrillic, every answer and page numbers', async () => {
    const result = (await call('GET', `/api/admin/get/member-answers?answerId=1&memberId=${owner.id}`, { cookie: await adminCookie(3) })).json.answer.result;
    const { res, bytes } = await download(`/api/admin/export/member-result.pdf?answerId=1&memberId=${owner.id}`, await adminCookie(3));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toContain(`unelgee-${ubDay(result.created_at)}.pdf`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const text = await pdfTextOf(bytes);
    expect(text).toContain('Өмнөговь Үүрэг Майнинг ХХК');
    expect(text).toContain('Хариуцлагатай уул уурхайн өөрийн үнэлгээ');
    expect(text).toContain('Байгаль орчны менежмент');
    expect(text).toContain(`Нийт хувь: ${result.main_percentage}%`);
    expect(text).toContain(`${result.second_section_per}%`);
    expect(text).toMatch(/Хариулт: Тийм/);
    expect(text).toMatch(/Хариулт: Үгүй/);
    expect(text).toMatch(/Хуудас 1 \/ \d+/);
    // The improvement list: each 'No' answer with the guidance staff wrote for it (1.1.2 was answered 'No').
    expect(text).toContain('Сайжруулах ажлын жагсаалт');
    expect(text).toContain('Гүйцэтгэх удирдлагын түвшний нэг хүнийг томилж');
    expect(text).not.toContain('Бодлогын төслийг ТУЗ-ийн хурлаар'); // 1.1.1 was 'Yes'
  });

  it('gives the signed-in member their own result, in English when asked', async () => {
    const { res, bytes } = await download('/api/mm/export/member-result.pdf?lang=en', memberCookie(owner.id));
    expect(res.status).toBe(200);
    const text = await pdfTextOf(bytes);
    expect(text).toContain('Responsible-mining self-assessment');
    expect(text).toContain('Environmental stewardship');
    expect(text).toMatch(/Page 1 \/ \d+/);
    expect(text).toContain('Improvement list');
    expect(text).toContain('Appoint one executive and write the duty into their job description.');
  });

  it('never gives a member anyone else’s result, and nothing without a session', async () => {
    const { res } = await download('/api/mm/export/member-result.pdf?answerId=1', memberCookie(other.id));
    expect(res.status).toBe(404);
    expect((await download('/api/mm/export/member-result.pdf')).res.status).toBe(401);
    expect((await download(`/api/admin/export/member-result.pdf?answerId=1&memberId=${owner.id}`)).res.status).toBe(401);
  });
});
