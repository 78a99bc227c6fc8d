import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { connect } from '@/lib/cache/redis-handler.mjs';
import { storageDriver } from '@/lib/storage';

export type Check = 'ok' | 'failed' | 'not configured';
const TIMEOUT_MS = 3000;

async function check(probe: () => Promise<unknown>, what: string): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS)))]);
    return 'ok';
  } catch (error) {
    console.error(`[ready] ${what} check failed:`, (error as Error).message);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: the database answers, and Redis and the storage when they are configured. */
export async function readiness(): Promise<{ ready: boolean; checks: Record<'database' | 'redis' | 'storage', Check> }> {
  const { REDIS_URL } = env();
  const [database, redis, storage] = await Promise.all([
    check(async () => (await getDb()).execute(sql`select 1`), 'database'),
    REDIS_URL ? check(() => connect(REDIS_URL).ping(), 'redis') : ('not configured' as const),
    check(() => storageDriver().check(), 'storage'),
  ]);
  return { ready: ![database, redis, storage].includes('failed'), checks: { database, redis, storage } };
}
