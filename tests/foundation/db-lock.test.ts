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

  it('refuses to take the same lock twice in one process', () => {
    const release = acquireDirectoryLock(lockPath);
    try {
      expect(() => acquireDirectoryLock(lockPath)).toThrow(/already holds/);
    } finally {
      release();
    }
  });
});
