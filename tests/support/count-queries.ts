import type { Logger } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** Drizzle's session: its logger sees every query (transactions copy `options`, so they are seen too). */
type Session = { logger: Logger; options: { logger?: Logger } };

/**
 * The SQL of every query the database answers while `fn` runs (both drivers: PGlite and node-postgres). A
 * transaction's begin and commit are left out: node-postgres sends them as statements through the logger, PGlite
 * keeps them inside its driver, and a budget should read the same on both.
 */
export async function queriesOf(fn: () => Promise<unknown>): Promise<string[]> {
  const session = (await getDb() as unknown as { session: Session }).session;
  const queries: string[] = [];
  const counting: Logger = { logQuery: (query) => void (/^\s*(begin|commit|rollback)\b/i.test(query) || queries.push(query)) };
  const saved = { logger: session.logger, options: session.options.logger };
  session.logger = counting;
  session.options.logger = counting;
  try {
    await fn();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.options;
  }
  return queries;
}
