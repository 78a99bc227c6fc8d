import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SUPERVISOR = path.join(process.cwd(), 'scripts/supervisor.mjs');
const LOCK = path.join(process.cwd(), 'lib/db/lock.ts');

/**
 * A supervisor in its own process over a stand-in worker that takes the embedded database's lock (as the server
 * does), records its pid, and exits with code 1 after `crashAfterMs` while `crashes` file entries remain.
 */
function startSupervisor(dir: string, crashes: number) {
  fs.writeFileSync(path.join(dir, 'crashes-left'), String(crashes));
  const worker = `import(${JSON.stringify(LOCK)}).then((m) => {
      const fs = require('node:fs');
      m.acquireDirectoryLock(${JSON.stringify(path.join(dir, 'db.lock'))});
      fs.appendFileSync(${JSON.stringify(path.join(dir, 'workers'))}, process.pid + '\\n');
      const left = Number(fs.readFileSync(${JSON.stringify(path.join(dir, 'crashes-left'))}, 'utf8'));
      if (left > 0) { fs.writeFileSync(${JSON.stringify(path.join(dir, 'crashes-left'))}, String(left - 1)); setTimeout(() => process.exit(1), 100); }
      else setInterval(() => {}, 1000);
      process.on('SIGTERM', () => process.exit(0));
    }).catch((e) => { console.error('WORKER FAILED ' + e.message); process.exit(3); });`;
  const code = `import(${JSON.stringify(SUPERVISOR)}).then(async (m) => process.exit(await m.supervise({
      command: process.execPath, args: ['--no-warnings', '-e', ${JSON.stringify(worker)}], backoffMs: 200, maxBackoffMs: 1000 })));`;
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', code], { env: { ...process.env, LOG_LEVEL: 'info' } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const logs = () => output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
  return { child, logs, output: () => output };
}

async function until<T>(probe: () => T | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the supervisor behind npm start', () => {
  let dir: string;
  beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const workers = () => (fs.existsSync(path.join(dir, 'workers')) ? fs.readFileSync(path.join(dir, 'workers'), 'utf8').trim().split('\n').map(Number) : []);

  it('restarts a crashing worker with a doubling back-off and logs why', async () => {
    const { child, logs, output } = startSupervisor(dir, 3);
    await until(() => workers().length === 4);
    const crashes = logs().filter((l) => l.msg === 'worker exited with code 1');
    expect(crashes.map((l) => l.restartInMs)).toEqual([200, 400, 800]);
    expect(crashes.map((l) => l.crashesInARow)).toEqual([1, 2, 3]);
    expect(crashes.every((l) => l.level === 50 && l.component === 'supervisor')).toBe(true);
    expect(output()).not.toContain('WORKER FAILED');
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }, 40_000);

  it('starts a new worker after kill -9, only once the old one is gone, and it takes the database lock', async () => {
    const { child, logs, output } = startSupervisor(dir, 0);
    const first = await until(() => workers()[0]);
    process.kill(first, 'SIGKILL');
    const second = await until(() => workers()[1]);
    expect(second).not.toBe(first);
    expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(second));
    expect(logs().find((l) => l.msg === 'worker killed by SIGKILL')).toMatchObject({ worker: first, signal: 'SIGKILL', restartInMs: 200 });
    expect(output()).not.toContain('WORKER FAILED');
    child.kill('SIGTERM');
    const [code] = await new Promise<[number | null]>((r) => child.once('exit', (c) => r([c])));
    expect(code).toBe(0);
  }, 40_000);

  it('stops with the worker on SIGTERM and does not restart it', async () => {
    const { child, logs } = startSupervisor(dir, 0);
    const first = await until(() => workers()[0]);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await new Promise((r) => setTimeout(r, 500));
    expect(workers()).toEqual([first]);
    expect(() => process.kill(first, 0)).toThrow();
    expect(logs().find((l) => l.msg === 'worker stopped')).toMatchObject({ worker: first, code: 0 });
  }, 40_000);
});
