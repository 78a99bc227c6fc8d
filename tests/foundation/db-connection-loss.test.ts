import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPostgres } from '@/lib/db/client';
import { databaseUrl, dropDatabase, onServer } from '../support/global-db';

const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL may end a connection the pool holds idle: a restart, a failover, an administrator's
 * pg_terminate_backend, idle_session_timeout. The server must carry on: the next query opens a new connection.
 */
describe.skipIf(!baseUrl)('PostgreSQL ending an idle connection', () => {
  const name = `conn_loss_${crypto.randomBytes(5).toString('hex')}`;
  beforeAll(() => onServer(baseUrl!, `CREATE DATABASE ${name}`));
  afterAll(() => dropDatabase(baseUrl!, name));

  it('does not crash the process, logs the loss, and the next query gets a new connection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, pool, close } = await connectPostgres(databaseUrl(baseUrl!, name), 2);
    try {
      const pid = async () => ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
      const first = await pid();
      expect(pool.idleCount).toBe(1);

      await onServer(baseUrl!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      for (let waited = 0; pool.totalCount > 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect(pool.totalCount, 'the pool drops the ended connection').toBe(0);
      expect(logged).toHaveBeenCalledWith('[db] PostgreSQL ended an idle connection:', expect.stringContaining('terminating connection'));

      expect(await pid()).not.toBe(first);
    } finally {
      logged.mockRestore();
      await close();
    }
  });
});
