import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { useTemporaryDataDir } from '../conference/fixtures';
import { participant } from '../meetings/fixtures';
import { lastCodeFor } from '../meetings/outbox';
import { drainMailQueue } from '../support/mail-queue';

/* Issue 21.2: the mail log is for admins only and never shows what a message says (codes, links). */

useTemporaryDataDir();
let user: Awaited<ReturnType<typeof participant>>;
let code: string;

beforeAll(async () => {
  user = await participant();
  const res = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`);
  expect(res.status).toBe(200);
  code = lastCodeFor(user.email);
  await drainMailQueue();
});

describe('GET /api/admin/get/mail-log', () => {
  it('answers admins only: moderators and read-only accounts 403, nobody signed in 401', async () => {
    expect((await call('GET', '/api/admin/get/mail-log', { cookie: await adminCookie(2) })).status).toBe(200);
    expect((await call('GET', '/api/admin/get/mail-log', { cookie: await adminCookie(1) })).status).toBe(403);
    expect((await call('GET', '/api/admin/get/mail-log', { cookie: await adminCookie(3) })).status).toBe(403);
    expect((await call('GET', '/api/admin/get/mail-log')).status).toBe(401);
    expect((await call('POST', '/api/admin/resend/mail', { body: { id: 1 }, cookie: await adminCookie(1) })).status).toBe(403);
  });

  it('lists recipient, subject, kind, related entity, status, attempts, last error and times, but never the message', async () => {
    const res = await call('GET', `/api/admin/get/mail-log?to=${encodeURIComponent(user.email)}&status=sent`, { cookie: await adminCookie(2) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, totalPages: 1 });
    expect(res.json.mails[0]).toEqual({
      id: expect.any(Number),
      recipient: user.email,
      subject: 'Баталгаажуулах код / Verification code',
      kind: 'code',
      related: `participant ${user.id}`,
      status: 'sent',
      attempts: 1,
      last_error: null,
      send_after: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      sent_at: expect.any(String),
    });
    expect(res.text).not.toContain(code);
  });

  it('filters by status and pages, and refuses an unknown status with 400', async () => {
    const admin = await adminCookie(2);
    expect((await call('GET', '/api/admin/get/mail-log?status=failed', { cookie: admin })).json).toMatchObject({ mails: [], total: 0 });
    expect((await call('GET', '/api/admin/get/mail-log?page=2&limit=1', { cookie: admin })).json.mails).toHaveLength(0);
    expect((await call('GET', '/api/admin/get/mail-log?status=lost', { cookie: admin })).status).toBe(400);
  });

  it('will not send a code again (409): the user asks for a new one', async () => {
    const admin = await adminCookie(2);
    const [entry] = (await call('GET', `/api/admin/get/mail-log?to=${encodeURIComponent(user.email)}`, { cookie: admin })).json.mails;
    expect((await call('POST', '/api/admin/resend/mail', { body: { id: entry.id }, cookie: admin })).status).toBe(409);
    expect((await call('POST', '/api/admin/resend/mail', { body: { id: 999999 }, cookie: admin })).status).toBe(404);
  });
});
