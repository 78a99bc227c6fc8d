import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as serveUpload } from '@/app/uploads/[key]/route';
import { getDb } from '@/lib/db/client';
import { memberAnswers } from '@/lib/assessment/schema';
import { privatizeMemberFiles } from '@/lib/assessment/privatize-files';
import { storeFile, DOCUMENT_LIMIT } from '@/lib/storage';
import { adminCookie, call } from '../support/api';
import { answersFor, createMember, memberCookie, pdfBytes, pngBytes, seedQuestions } from './support';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-proof-'));

let children: { id: number; cid: string }[];
let owner: { id: number };
let other: { id: number };
let proofLink: string;
let attachment: { official_document: string; form: string };

const keyOf = (link: string) => new URL(link, 'http://x').searchParams.get('key')!;

beforeAll(async () => {
  children = await seedQuestions();
  owner = await createMember('Эзэн Майнинг ХХК', 'owner@example.com');
  other = await createMember('Өөр Ресурс ХХК', 'other@example.com');
  const form = new FormData();
  form.append('answers', JSON.stringify(answersFor(children, () => true)));
  form.append(`proof_file_${children[0]!.id}`, pdfBytes());
  expect((await call('POST', '/api/mm/insert/member-assessment', { cookie: memberCookie(owner.id), form })).status).toBe(200);
  const attach = new FormData();
  attach.append('official_document', pdfBytes());
  attach.append('form', pngBytes());
  expect((await call('POST', '/api/mm/insert/attachment', { cookie: memberCookie(owner.id), form: attach })).status).toBe(200);

  const answers = await call('GET', '/api/mm/get/member-answers?answerId=1', { cookie: memberCookie(owner.id) });
  proofLink = answers.json.answer.answers.find((a: { cid: string }) => a.cid === children[0]!.cid).proof_file;
  const files = await call('GET', `/api/admin/get/member-files?answerId=1&memberId=${owner.id}`, { cookie: await adminCookie(3) });
  attachment = files.json.file.attachment;
});

describe('member proof files are private', () => {
  it('stores proof files under a private key and links them through the member route', async () => {
    const db = await getDb();
    const [row] = await db.select().from(memberAnswers).where(and(eq(memberAnswers.member_id, owner.id), eq(memberAnswers.question_id, children[0]!.id)));
    expect(row!.proof_file).toMatch(/^private\/[a-f0-9]{32}\.pdf$/);
    expect(proofLink).toMatch(/^\/api\/mm\/get\/proof-file\?key=[a-f0-9]{32}\.pdf$/);
    expect(attachment.official_document).toMatch(/^\/api\/admin\/get\/proof-file\?key=[a-f0-9]{32}\.pdf$/);
  });

  it('lets the owning member read their proof file, never cached', async () => {
    const res = await call('GET', proofLink, { cookie: memberCookie(owner.id) });
    expect(res.status).toBe(200);
    expect(res.text.startsWith('%PDF-')).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${keyOf(proofLink)}"`);
  });

  it('answers another member 404, as for a file that does not exist', async () => {
    const res = await call('GET', proofLink, { cookie: memberCookie(other.id) });
    expect(res.status).toBe(404);
    const missing = await call('GET', `/api/mm/get/proof-file?key=${'0'.repeat(32)}.pdf`, { cookie: memberCookie(owner.id) });
    expect(missing.status).toBe(404);
    expect(res.json).toEqual(missing.json);
    const attachmentKey = keyOf(attachment.form);
    expect((await call('GET', `/api/mm/get/proof-file?key=${attachmentKey}`, { cookie: memberCookie(other.id) })).status).toBe(404);
  });

  it('answers 401 without a member session, and 400 for a key that is not one of ours', async () => {
    expect((await call('GET', proofLink)).status).toBe(401);
    expect((await call('GET', `/api/admin/get/proof-file?key=${keyOf(proofLink)}`)).status).toBe(401);
    expect((await call('GET', '/api/mm/get/proof-file?key=../../etc/passwd', { cookie: memberCookie(owner.id) })).status).toBe(400);
  });

  it('lets any back-office account read any member file', async () => {
    const admin = await adminCookie(3);
    const proof = await call('GET', `/api/admin/get/proof-file?key=${keyOf(proofLink)}`, { cookie: admin });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    const form = await call('GET', attachment.form, { cookie: admin });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('image/png');
    expect(form.headers.get('content-disposition')).toBe(`inline; filename="${keyOf(attachment.form)}"`);
    // The owner reads their own attachment through the member route too.
    expect((await call('GET', `/api/mm/get/proof-file?key=${keyOf(attachment.form)}`, { cookie: memberCookie(owner.id) })).status).toBe(200);
  });

  it('never serves a private file from the public /uploads route', async () => {
    const key = keyOf(proofLink);
    for (const param of [key, `private/${key}`, `private%2F${key}`]) {
      const res = await serveUpload(new Request(`http://localhost/uploads/${param}`), { params: Promise.resolve({ key: param }) });
      expect(res.status, param).toBe(404);
    }
  });

  it('serves proof files stored before (public /uploads URLs) through the authorized routes only for their owner', async () => {
    const legacy = await storeFile(pdfBytes(), { kinds: ['pdf'], maxBytes: DOCUMENT_LIMIT });
    expect(legacy.url).toBe(`/uploads/${legacy.key}`);
    const db = await getDb();
    await db
      .update(memberAnswers)
      .set({ proof_file: legacy.url })
      .where(and(eq(memberAnswers.member_id, owner.id), eq(memberAnswers.question_id, children[1]!.id)));
    const answers = await call('GET', '/api/mm/get/member-answers?answerId=1', { cookie: memberCookie(owner.id) });
    const link = answers.json.answer.answers.find((a: { cid: string }) => a.cid === children[1]!.cid).proof_file;
    expect(link).toBe(`/api/mm/get/proof-file?key=${legacy.key}`);
    const res = await call('GET', link, { cookie: memberCookie(owner.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('GET', link, { cookie: memberCookie(other.id) })).status).toBe(404);
  });

  it('moves files stored before under the private prefix (db:migrate): the old public URL answers 404, the link keeps working', async () => {
    const legacy = await storeFile(pdfBytes(), { kinds: ['pdf'], maxBytes: DOCUMENT_LIMIT });
    const db = await getDb();
    const mine = and(eq(memberAnswers.member_id, owner.id), eq(memberAnswers.question_id, children[2]!.id));
    await db.update(memberAnswers).set({ proof_file: legacy.url }).where(mine);
    const publicRead = () => serveUpload(new Request(`http://localhost${legacy.url}`), { params: Promise.resolve({ key: legacy.key }) });
    expect((await publicRead()).status).toBe(200);

    expect(await privatizeMemberFiles(db)).toBeGreaterThanOrEqual(1);
    expect(await privatizeMemberFiles(db), 'a second run has nothing left to move').toBe(0);
    const [row] = await db.select().from(memberAnswers).where(mine);
    expect(row!.proof_file).toBe(`private/${legacy.key}`);
    expect((await publicRead()).status).toBe(404);
    const res = await call('GET', `/api/mm/get/proof-file?key=${legacy.key}`, { cookie: memberCookie(owner.id) });
    expect(res.status).toBe(200);
    expect(res.text.startsWith('%PDF-')).toBe(true);
  });
});
