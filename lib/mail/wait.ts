import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { mailMessages } from './schema';

/**
 * Waits for the worker to settle one message: 'sent', 'failed', or 'late' when it is still on its way after
 * `seconds` (the row's own deadline then keeps it from going out later).
 */
export async function waitForDelivery(db: Db, id: number, seconds: number): Promise<'sent' | 'failed' | 'late'> {
  const until = Date.now() + seconds * 1000;
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    const [row] = await db.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.id, id));
    if (row?.status === 'sent') return 'sent';
    if (!row || row.status === 'failed') return 'failed';
    if (Date.now() >= until) return 'late';
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, until - Date.now())));
  }
}
