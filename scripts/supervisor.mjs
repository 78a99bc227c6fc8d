/**
 * Keeps the server running: starts one worker process, and when it dies without being asked to (a crash, an
 * uncatchable V8 error, kill -9) logs why and starts a new one after a back-off that doubles with each crash in
 * a row (SUPERVISOR_BACKOFF_MS, default 1000, up to SUPERVISOR_MAX_BACKOFF_MS, default 30000) and resets once a
 * worker has stayed up for a minute. A new worker starts only after the previous one has exited, so two workers
 * never open the embedded database at once (its lock, lib/db/lock.ts, would refuse the second anyway).
 * SIGINT/SIGTERM/SIGHUP are passed to the worker and end supervision.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { logger } from '../lib/observability/log.mjs';

const STABLE_MS = 60_000;

/**
 * @param {{ command: string, args: string[], options?: import('node:child_process').SpawnOptions,
 *   backoffMs?: number, maxBackoffMs?: number, log?: import('pino').Logger }} worker
 * @returns {Promise<number>} the exit code to leave with once supervision ends
 */
export function supervise({
  command,
  args,
  options = {},
  backoffMs = Number(process.env.SUPERVISOR_BACKOFF_MS || 1000),
  maxBackoffMs = Number(process.env.SUPERVISOR_MAX_BACKOFF_MS || 30_000),
  log = logger.child({ component: 'supervisor' }),
}) {
  let child = null;
  let stopping = null;
  let crashesInARow = 0;
  let restartTimer = null;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    child = spawn(command, args, { stdio: 'inherit', ...options });
    log.info({ worker: child.pid }, 'worker started');
    child.once('exit', (code, signal) => {
      const pid = child.pid;
      child = null;
      if (stopping) {
        log.info({ worker: pid, code, signal }, 'worker stopped');
        return resolveDone(code ?? 128 + (os.constants.signals[signal] ?? 1));
      }
      if (Date.now() - startedAt >= STABLE_MS) crashesInARow = 0;
      const delay = Math.min(maxBackoffMs, backoffMs * 2 ** crashesInARow);
      crashesInARow++;
      log.error({ worker: pid, code, signal, upMs: Date.now() - startedAt, restartInMs: delay, crashesInARow }, signal ? `worker killed by ${signal}` : `worker exited with code ${code}`);
      restartTimer = setTimeout(start, delay);
    });
  }

  function stop(signal) {
    stopping = signal;
    if (restartTimer) {
      clearTimeout(restartTimer);
      restartTimer = null;
      resolveDone(0);
    } else child?.kill(signal);
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  start();
  return done;
}
