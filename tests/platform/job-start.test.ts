import { describe, expect, it, vi } from 'vitest';
import { getJobs } from '@/lib/jobs';
import { getBoss } from '@/lib/jobs/boss';
import { QUEUES } from '@/lib/jobs/queues';

/*
 * The server starts the job queue at boot (instrumentation.ts) and anything that queues a job starts it again if
 * that failed. A start can fail part-way, after some workers run: PostgreSQL restarting in the server's first
 * seconds did that. The next start must not add a second worker to the queues that already had one.
 */
describe('starting the job queue', () => {
  it('a start that fails part-way stops the workers it started; the next start runs one worker per queue', async () => {
    const boss = await getBoss();
    // The cron schedule is the last step, after every worker has started.
    vi.spyOn(boss, 'schedule').mockRejectedValueOnce(new Error('the database system is shutting down'));
    await expect(getJobs()).rejects.toThrow('the database system is shutting down');
    expect(boss.getWipData()).toEqual([]);

    await getJobs();
    const workers: Record<string, number> = {};
    for (const { name } of boss.getWipData()) workers[name] = (workers[name] ?? 0) + 1;
    expect(workers).toEqual(Object.fromEntries(Object.values(QUEUES).map((queue) => [queue, 1])));
  });
});
