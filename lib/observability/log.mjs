/**
 * The process-wide structured logger (pino, JSON lines on stdout). One instance per process, kept on globalThis:
 * the server script and Next's bundled route code load this module separately and must share it.
 * LOG_LEVEL (default info) chooses what is written; `silent` writes nothing. Lines are written
 * asynchronously, so a slow stdout never holds up the answers (pino flushes what is pending when the process exits).
 */
import pino from 'pino';

export const logger = (globalThis.__miningLogger ??= pino(
  { level: process.env.LOG_LEVEL || 'info', base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.destination({ dest: 1, sync: false }),
));
