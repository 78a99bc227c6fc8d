import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts tests/mail/job-process.ts in its own process; `lines` collects what it prints. */
export function startJobProcess(args: string[], env: Record<string, string>) {
  // Node itself with tsx as a loader (not the tsx launcher, which would run the script in a grandchild that a
  // SIGKILL to the launcher leaves behind).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(process.cwd(), 'tests/mail/job-process.ts'), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  let errors = '';
  let partial = '';
  child.stdout!.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, lines, errors: () => errors, exited };
}

export async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, ms = 60_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
