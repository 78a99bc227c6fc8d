import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobProcess, until } from './job-processes';

/*
 * Issue 21.6: jobs survive kill -9. A stand-in server on the embedded database (PGlite) registers a burst of people,
 * each registration committing its confirmation mail's row and job; it is killed with SIGKILL mid-burst, a new
 * process opens the same data directory, and every acknowledged registration's mail is delivered exactly once.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailq-crash-'));
const outbox = path.join(dataDir, 'outbox');
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  MAIL_OUTBOX_DIR: outbox,
  JOB_POLL_SECONDS: '0.5',
  JOB_SUPERVISE_SECONDS: '2',
  MAIL_RETRY_DELAY_SECONDS: '1',
  NEXTAUTH_SECRET: 'crash-test',
};
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Messages in the outbox per recipient. */
function delivered(): Map<string, number> {
  const counts = new Map<string, number>();
  if (!fs.existsSync(outbox)) return counts;
  for (const name of fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))) {
    const to = fs.readFileSync(path.join(outbox, name), 'utf8').match(/^To: (\S+)/m)?.[1] ?? '?';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe('delivery after kill -9 during a burst of registrations', () => {
  it('delivers every acknowledged registration’s mail exactly once after the restart', async () => {
    const first = startJobProcess(['burst', '400'], env);
    await until(() => first.lines.filter((l) => l.startsWith('ACK ')).length >= 60 || first.errors().includes('FAILED'), 120_000, 'the burst');
    first.child.kill('SIGKILL');
    await first.exited;
    const acknowledged = first.lines.filter((l) => l.startsWith('ACK ')).map((l) => l.slice(4));
    const beforeRestart = [...delivered().values()].reduce((a, b) => a + b, 0);

    const second = startJobProcess(['work'], env);
    try {
      await until(() => second.lines.includes('READY') || second.errors().includes('FAILED'), 60_000, 'the restart');
      expect(second.errors()).not.toContain('FAILED');
      await until(() => acknowledged.every((email) => delivered().has(email)), 150_000, 'every acknowledged mail');
      await new Promise((r) => setTimeout(r, 3000)); // anything delivered twice would show by now
      const counts = delivered();
      const unacknowledgedButCommitted = [...counts.keys()].filter((to) => !acknowledged.includes(to));
      console.info(
        `[crash test] acknowledged ${acknowledged.length}, delivered before the kill ${beforeRestart}, ` +
          `after the restart ${acknowledged.length + unacknowledgedButCommitted.length - beforeRestart}, ` +
          `committed but not yet acknowledged when killed ${unacknowledgedButCommitted.length}, ` +
          `delivered more than once ${[...counts.values()].filter((n) => n > 1).length}`,
      );
      for (const email of acknowledged) expect(counts.get(email), email).toBe(1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(unacknowledgedButCommitted.length).toBeLessThanOrEqual(1); // at most the one in flight when killed
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 300_000);
});
