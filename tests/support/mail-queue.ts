import { and, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { getJobs } from '@/lib/jobs';
import { mailMessages } from '@/lib/mail/schema';

/**
 * Waits until the mail worker (running in this test process) has settled every message that is due: none is
 * left queued or scheduled with its time come, nor retrying when `retries` is set. Tests call it where they used to read the outbox right after
 * a request; it never sleeps a fixed time.
 */
export async function drainMailQueue({ retries = false, timeoutMs = 20_000 } = {}) {
  await getJobs();
  const db = await getDb();
  const pending = retries ? ['queued', 'scheduled', 'retrying'] : ['queued', 'scheduled'];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(and(inArray(mailMessages.status, pending), lte(mailMessages.send_after, sql`now()`)));
    if (!row?.n) return;
    if (Date.now() > until) throw new Error(`${row.n} messages still undelivered after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
