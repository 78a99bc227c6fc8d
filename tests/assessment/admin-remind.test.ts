import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminCookie, call } from '../support/api';
import { drainMailQueue } from '../support/mail-queue';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/security/schema';
import { NOTHING_UNFINISHED, REMINDED_TODAY } from '@/lib/assessment/reminder';
import { answersFor, createMember, memberCookie, seedQuestions } from './support';
import { messagesTo } from './outbox';

/* Issue 26 item 1: staff see started-but-unfinished member assessments and can remind those members by mail. */

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-remind-'));
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-remind-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;

let children: { id: number; cid: string }[];
let drafting: { id: number; email: string };
let submitted: { id: number; email: string };
let idle: { id: number };
let c: { moderator: string; admin: string; viewer: string };

const remind = (memberId: number, cookie?: string) => call('POST', '/api/admin/remind/member-assessment', { cookie, body: { memberId } });
const list = async (query = '') => (await call('GET', `/api/admin/get/member-assessment-result?page=1&limit=10${query}`, { cookie: c.viewer })).json;

beforeAll(async () => {
  children = await seedQuestions();
  c = { moderator: await adminCookie(1), admin: await adminCookie(2), viewer: await adminCookie(3) };
  drafting = await createMember('Эхэлсэн Майнинг ХХК', 'started@example.com');
  submitted = await createMember('Илгээсэн Майнинг ХХК', 'submitted@example.com');
  idle = await createMember('Эхлээгүй Майнинг ХХК', 'idle@example.com');
  // One member saved two answers and stopped; another submitted everything but has not sent the documents.
  const draft = await call('POST', '/api/mm/save/member-draft', {
    cookie: memberCookie(drafting.id),
    body: { answers: answersFor(children.slice(0, 2), () => true) },
  });
  expect(draft.status).toBe(200);
  const form = new FormData();
  form.append('answers', JSON.stringify(answersFor(children, () => false)));
  expect((await call('POST', '/api/mm/insert/member-assessment', { cookie: memberCookie(submitted.id), form })).status).toBe(200);
});

describe('the member results list shows where each assessment stands', () => {
  it('lists a draft as started (no score yet) beside a submitted result waiting for its documents', async () => {
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.respondents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Эхэлсэн Майнинг ХХК', status: 'started', finished: false, publication: false, member_id: drafting.id, answer_id: 1 }),
        expect.objectContaining({ name: 'Илгээсэн Майнинг ХХК', status: 'submitted', finished: false, main_percentage: 0, member_id: submitted.id }),
      ]),
    );
    expect(new Set(all.respondents.map((r: { id: number }) => r.id)).size).toBe(2);
  });

  it('filters and sorts by status, and refuses an unknown status with 400', async () => {
    const started = await list('&filter.status=started');
    expect(started.respondents.map((r: { member_id: number }) => r.member_id)).toEqual([drafting.id]);
    expect((await list('&filter.status=finished')).total).toBe(0);
    const sorted = await list('&sort=status&order=desc');
    expect(sorted.respondents.map((r: { status: string }) => r.status)).toEqual(['submitted', 'started']);
    const bad = await call('GET', '/api/admin/get/member-assessment-result?filter.status=lost', { cookie: c.viewer });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/admin/remind/member-assessment', () => {
  it('is for moderators and admins: a read-only account gets 403, nobody signed in 401', async () => {
    expect((await remind(drafting.id, c.viewer)).status).toBe(403);
    expect((await remind(drafting.id)).status).toBe(401);
  });

  it('queues a bilingual reminder that the mail log lists and the worker delivers', async () => {
    const res = await remind(drafting.id, c.moderator);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, mailId: expect.any(Number) });
    const log = await call('GET', '/api/admin/get/mail-log?filter.kind=assessment-reminder', { cookie: c.admin });
    expect(log.json.mails).toEqual([
      expect.objectContaining({
        id: res.json.mailId,
        recipient: 'started@example.com',
        subject: 'Өөрийн үнэлгээгээ дуусгана уу / Please finish your self-assessment',
        kind: 'assessment-reminder',
        related: `member ${drafting.id}`,
      }),
    ]);
    await drainMailQueue();
    const [mail] = messagesTo(outbox, 'started@example.com');
    expect(mail!.text).toContain('Сайн байна уу, Эхэлсэн Майнинг ХХК.');
    expect(mail!.text).toContain('эхлүүлсэн боловч илгээгээгүй');
    expect(mail!.text).toContain('You started the responsible-mining self-assessment');
  });

  it('reminds one member at most once a day (429), whoever asks; the next day it may again', async () => {
    const again = await remind(drafting.id, c.admin);
    expect(again.status).toBe(429);
    expect(again.json.error).toBe(REMINDED_TODAY);
    // Another member is not held back by the first one's limit; a submitted result is reminded of its documents.
    const other = await remind(submitted.id, c.admin);
    expect(other.status).toBe(200);
    await drainMailQueue();
    expect(messagesTo(outbox, 'submitted@example.com').at(-1)!.text).toContain('албан бичиг, маягтаа хавсаргаагүй');

    const db = await getDb();
    await db.update(rateLimits).set({ reset_at: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, `assessment-reminder:${drafting.id}`));
    expect((await remind(drafting.id, c.moderator)).status).toBe(200);
  });

  it('answers 409 when nothing is unfinished, 404 for an unknown member and 400 for a bad id, sending nothing', async () => {
    const none = await remind(idle.id, c.admin);
    expect(none.status).toBe(409);
    expect(none.json.error).toBe(NOTHING_UNFINISHED);
    expect((await remind(999_999, c.admin)).status).toBe(404);
    expect((await call('POST', '/api/admin/remind/member-assessment', { cookie: c.admin, body: { memberId: 'x' } })).status).toBe(400);
    await drainMailQueue();
    expect(messagesTo(outbox, 'idle@example.com')).toEqual([]);
  });
});
