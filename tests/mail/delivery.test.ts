import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailMessages, rateLimits } from '@/lib/db/schema';
import { CODE_SEND_FAILED } from '@/lib/assessment/commands-code';
import { adminCookie, call } from '../support/api';
import { drainMailQueue } from '../support/mail-queue';
import { startSmtp } from '../support/smtp';
import { seedEventBasics, useTemporaryDataDir } from '../conference/fixtures';
import { participant } from '../meetings/fixtures';
import { metrics } from '@/lib/observability/metrics.mjs';

/* Issue 21.1: mail goes through the queue, and a refused message is tried again on a back-off until it goes out. */

useTemporaryDataDir();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const saved = { ...process.env };

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RETRY_LIMIT = '2';
  process.env.MAIL_RETRY_DELAY_SECONDS = '1';
  process.env.MAIL_RETRY_MAX_DELAY_SECONDS = '2';
  await seedEventBasics();
});
afterAll(async () => {
  for (const key of ['SMTP_URL', 'MAIL_RETRY_LIMIT', 'MAIL_RETRY_DELAY_SECONDS', 'MAIL_RETRY_MAX_DELAY_SECONDS', 'CODE_MAIL_DEADLINE_SECONDS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await smtp.close();
});
beforeEach(async () => {
  smtp.refuse(0);
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, '%'));
});

let n = 0;
async function register() {
  const email = `guest${++n}-${Date.now()}@example.mn`;
  const person = { company: 'Эрдэнэс', first_name: 'Болд', last_name: 'Батаа', country: 'Монгол', email, phone_number: '+976 9911-2233' };
  const res = await call('POST', '/api/mw/insert/registration', { body: person });
  expect(res.status).toBe(200);
  const [row] = await (await getDb()).select().from(mailMessages).where(eq(mailMessages.recipient, email));
  return { email, row: row! };
}

const rowById = async (id: number) => (await (await getDb()).select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;

describe('delivery with retries', () => {
  it('queues the confirmation with the registration and tries a refused message again until the server takes it', async () => {
    smtp.refuse(1);
    const before = smtp.received.length;
    const { email, row } = await register();
    expect(row).toMatchObject({ kind: 'registration', related: expect.stringMatching(/^registration \d+$/) });
    await drainMailQueue({ retries: true });
    const settled = await rowById(row.id);
    expect(settled).toMatchObject({ status: 'sent', attempts: 2, last_error: expect.stringContaining('try again later') });
    expect(settled.sent_at).toBeInstanceOf(Date);
    const delivered = smtp.received.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(email);
    expect(delivered[0]).toMatch(new RegExp(`Message-ID: <mail-${row.id}\\.`, 'i'));
  });

  it('marks a message failed after its last try, and staff can send it again', async () => {
    smtp.refuse(3); // MAIL_RETRY_LIMIT=2: three tries
    const { row } = await register();
    await drainMailQueue({ retries: true });
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: 3 });

    const admin = await adminCookie(2);
    const res = await call('POST', '/api/admin/resend/mail', { body: { id: row.id }, cookie: admin });
    expect(res.status).toBe(200);
    await drainMailQueue({ retries: true });
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 4 });
    // Only failed messages are sent again.
    expect((await call('POST', '/api/admin/resend/mail', { body: { id: row.id }, cookie: admin })).status).toBe(409);
  });
});

describe('metrics', () => {
  it('show the queue depth per queue and state, the mail log by status and failed tries by kind', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^job_queue_jobs\{queue="mail",state="ready"\} \d+$/m);
    expect(text).toMatch(/^mail_messages\{status="sent"\} [1-9]\d*$/m);
    expect(text).toMatch(/^mail_delivery_failures_total\{kind="registration"\} [1-9]\d*$/m);
  });
});

describe('one-time codes', () => {
  it('answers 502 with the spec wording when the code cannot be mailed within the deadline, and never sends it later', async () => {
    process.env.CODE_MAIL_DEADLINE_SECONDS = '2';
    smtp.refuse(1000);
    const user = await participant();
    const res = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(CODE_SEND_FAILED);
    smtp.refuse(0);
    const [row] = await (await getDb()).select().from(mailMessages).where(eq(mailMessages.recipient, user.email));
    await drainMailQueue({ retries: true });
    const settled = await rowById(row!.id);
    expect(settled.status).toBe('failed');
    expect(settled.message).toBeNull(); // the code is not kept once the message is settled
    expect(smtp.received.some((m) => m.includes(user.email))).toBe(false);
    delete process.env.CODE_MAIL_DEADLINE_SECONDS;
  });

  it('answers once the code is delivered, and keeps no code in the database afterwards', async () => {
    const user = await participant();
    const res = await call('GET', `/api/yp/send/verification-code?email=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(mailMessages).where(eq(mailMessages.recipient, user.email));
    expect(row).toMatchObject({ kind: 'code', status: 'sent', secret: true, message: null });
  });
});
