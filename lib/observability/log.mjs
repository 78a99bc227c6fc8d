/**
 * The process-wide structured logger (pino, JSON lines on stdout). One instance per process, kept on globalThis:
 * the server script and Next's bundled route code load this module separately and must share it.
 * LOG_LEVEL (default info) chooses what is written; `silent` writes nothing. Lines are written
 * asynchronously, so a slow stdout never holds up the answers, and gathered into writes of 4 KB or one second,
 * whichever comes first: one write per line cost a page-cache hit a third of its work (issue 23.5, measured with
 * wrk); warnings and errors go out at once. pino flushes what is pending when the process exits; a kill -9 loses
 * at most the last second of request lines.
 */
import pino from 'pino';

let second = -1;
let secondPrefix = '';
/**
 * pino's ISO-8601 `time`, with the date and time up to the second formatted once per second: every request
 * writes a line (a page-cache hit too), and a full Date formatting is a noticeable part of a hit's work.
 */
export function isoTime() {
  const now = Date.now();
  const ms = now % 1000;
  if (now - ms !== second) {
    second = now - ms;
    secondPrefix = `,"time":"${new Date(second).toISOString().slice(0, 20)}`;
  }
  return `${secondPrefix}${String(ms).padStart(3, '0')}Z"`;
}

const WARN = 40;

function createLogger() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  return pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { pid: process.pid },
      timestamp: isoTime,
      // A warning or an error (a worker crashed, a request failed) is written at once, with the lines before it.
      hooks: {
        logMethod(args, write, level) {
          write.apply(this, args);
          if (level >= WARN) destination.flush();
        },
      },
    },
    destination,
  );
}

export const logger = (globalThis.__miningLogger ??= createLogger());
