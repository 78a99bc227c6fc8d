import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from '@/lib/db/lock';

const LOCK_MODULE = path.join(process.cwd(), 'lib/db/lock.ts');

/** Runs a separate Node process that tries to take the lock, as a second server or script would. */
function lockInAnotherProcess(lockPath: string) {
  // tsx loads the .ts module as CommonJS, so its exports sit under default.
  const code = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { (m.acquireDirectoryLock ?? m.default.acquireDirectoryLock)(${JSON.stringify(lockPath)}); console.log('acquired'); })
    .catch((e) => { console.error(e.message); process.exit(3); });`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
}

/**
 * Starts `count` processes that all try to take the lock at the same instant, as several servers or scripts started
 * together after a crash would, and hold what they get until every one has answered. Returns how many got it.
 */
async function race(lockPath: string, count: number): Promise<{ winners: number; refused: number }> {
  const go = `${lockPath}.go`;
  const code = `import(${JSON.stringify(LOCK_MODULE)}).then(async (m) => {
      console.log('ready');
      while (!(await import('node:fs')).existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 1));
      try { m.acquireDirectoryLock(${JSON.stringify(lockPath)}); console.log('acquired'); }
      catch (e) { console.log(/in use by process/.test(e.message) ? 'refused' : 'error ' + e.message); }
      process.stdin.resume(); // held until the test closes stdin
    })`;
  const children = Array.from({ length: count }, () => {
    // Node 24 strips the module's types itself.
    const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', code]);
    const lines: string[] = [];
    const next = () => new Promise<string>((resolve) => {
      const check = () => (lines.length ? resolve(lines.shift()!) : child.stdout.once('data', (chunk) => { lines.push(...String(chunk).trim().split('\n')); check(); }));
      check();
    });
    child.stderr.on('data', (chunk) => lines.push(`stderr ${chunk}`));
    return { child, next };
  });
  expect(await Promise.all(children.map((c) => c.next()))).toEqual(Array(count).fill('ready'));
  fs.writeFileSync(go, '');
  const answers = await Promise.all(children.map((c) => c.next()));
  await Promise.all(children.map(({ child }) => new Promise((resolve) => { child.on('exit', resolve); child.stdin.end(); })));
  fs.rmSync(go);
  for (const answer of answers) expect(answer).toMatch(/^(acquired|refused)$/);
  return { winners: answers.filter((a) => a === 'acquired').length, refused: answers.filter((a) => a === 'refused').length };
}

/** A process that takes the lock and is killed with SIGKILL while holding it, leaving the lock file behind. */
async function killedHolder(lockPath: string) {
  const code = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.acquireDirectoryLock(${JSON.stringify(lockPath)}); console.log('held'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', code]);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.on('exit', resolve));
  expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(child.pid));
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the embedded database lock', () => {
  let dir: string;
  let lockPath: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    lockPath = path.join(dir, 'pglite.lock');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second process with a message that says who holds it and what to do', () => {
    const release = acquireDirectoryLock(lockPath);
    try {
      const second = lockInAnotherProcess(lockPath);
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(`in use by process ${process.pid}`);
      expect(second.stderr).toContain('DATABASE_URL');
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it('is free again once released', () => {
    acquireDirectoryLock(lockPath)();
    expect(fs.existsSync(lockPath)).toBe(false);
    const next = lockInAnotherProcess(lockPath);
    expect(next.stdout).toContain('acquired');
  });

  it('takes over a stale lock left by a process that died', async () => {
    fs.writeFileSync(lockPath, String(await deadPid()));
    const release = acquireDirectoryLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('lets exactly one of many processes racing for a free lock take it, round after round', async () => {
    for (let round = 0; round < 3; round++) {
      const { winners, refused } = await race(lockPath, 8);
      expect({ round, winners, refused }).toEqual({ round, winners: 1, refused: 7 });
      expect(fs.existsSync(lockPath)).toBe(false); // the winner released it when it exited
    }
  }, 60_000);

  it('lets exactly one of many processes replace a lock left by a process killed with SIGKILL, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      await killedHolder(lockPath);
      const { winners, refused } = await race(lockPath, 8);
      expect({ round, winners, refused }).toEqual({ round, winners: 1, refused: 7 });
    }
  }, 90_000);

  it('refuses to take the same lock twice in one process', () => {
    const release = acquireDirectoryLock(lockPath);
    try {
      expect(() => acquireDirectoryLock(lockPath)).toThrow(/already holds/);
    } finally {
      release();
    }
  });
});
