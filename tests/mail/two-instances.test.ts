import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events, mailMessages } from '@/lib/db/schema';
import { getJobs } from '@/lib/jobs';
import { registerForEvent } from '@/lib/conference/commands-registration';
import { startSmtp } from '../support/smtp';
import { startJobProcess, until } from './job-processes';

/*
 * Issue 21.6: several instances on one PostgreSQL share the queue without double delivery. Two worker processes
 * (each its own pg-boss on the same database, told apart by their From address) deliver a burst of queued
 * registration mails to one SMTP server; every message arrives exactly once. Runs with TEST_DATABASE_URL.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);
process.env.JOB_WORKER = 'off'; // this process only queues

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const workers: ReturnType<typeof startJobProcess>[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    await getJobs(); // creates the queue schema before the instances start
  });
  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await smtp.close();
  });

  it('deliver every message exactly once between them', async () => {
    const db = await getDb();
    const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    for (const name of ['one', 'two']) {
      workers.push(
        startJobProcess(['work'], {
          DATABASE_URL: url,
          SMTP_URL: smtp.url,
          MAIL_FROM: `Worker ${name} <${name}@mining.mn>`,
          JOB_POLL_SECONDS: '0.5',
          JOB_WORKER: 'on',
          NEXTAUTH_SECRET: 'two-instances',
        }),
      );
    }
    await until(() => workers.every((w) => w.lines.includes('READY')), 120_000, 'both instances');

    await db.insert(events).values({ id: 3, event: 'Mining Week 2025' }).onConflictDoNothing();
    const count = 150;
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const person = { company: 'Эрдэнэс', first_name: 'Болд', last_name: `${n}`, country: 'Монгол', email: `pair-${n}@example.mn`, phone_number: '+976 9911-2233' };
      ids.push((await registerForEvent(db, person, 3, { confirm: true })).registration.id);
    }
    await until(() => smtp.received.length >= count, 120_000, 'all messages').catch((error) => {
      console.error(smtp.received.length, workers.map((w) => w.errors().slice(-1500)).join('\n---\n'));
      throw error;
    });
    await new Promise((r) => setTimeout(r, 3000)); // a second delivery of anything would show by now

    const messageIds = smtp.received.map((raw) => raw.match(/^Message-ID: (\S+)/im)?.[1]);
    expect(smtp.received).toHaveLength(count);
    expect(new Set(messageIds).size).toBe(count);
    const byWorker = { one: smtp.received.filter((r) => r.includes('one@mining.mn')).length, two: smtp.received.filter((r) => r.includes('two@mining.mn')).length };
    console.info(`[two instances] ${count} messages: worker one delivered ${byWorker.one}, worker two ${byWorker.two}`);
    expect(byWorker.one + byWorker.two).toBe(count);
    const statuses = await db
      .select({ status: mailMessages.status, n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(inArray(mailMessages.related, ids.map((id) => `registration ${id}`)))
      .groupBy(mailMessages.status);
    expect(statuses).toEqual([{ status: 'sent', n: count }]);
  }, 300_000);
});
