import { spawn } from 'node:child_process';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTime } from '@/lib/observability/log.mjs';

/** The request log's time field is exactly pino's ISO time, however it is made (once per second, then the ms). */
describe('request log time', () => {
  afterEach(() => vi.useRealTimers());

  it.each([Date.UTC(2026, 10, 26, 12, 0, 0, 0), Date.UTC(2026, 10, 26, 12, 0, 0, 7), Date.UTC(2026, 10, 26, 12, 0, 0, 999), Date.UTC(2026, 10, 26, 12, 0, 1, 40), Date.UTC(2027, 0, 1, 0, 0, 0, 5)])(
    'writes %d as pino.stdTimeFunctions.isoTime does',
    (at) => {
      vi.useFakeTimers({ now: at, toFake: ['Date'] });
      expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    },
  );
});

/**
 * Request lines are gathered into 4 KB / 1 s writes; a warning or an error (a worker crashed, a request failed)
 * is written at once, with whatever was gathered before it.
 */
describe('log writes', () => {
  const LOG = `${process.cwd()}/lib/observability/log.mjs`;
  const linesWithin = (code: string, ms: number) =>
    new Promise<string[]>((resolve) => {
      const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', `import { logger } from ${JSON.stringify(LOG)}; ${code}; setInterval(() => {}, 1000);`]);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve(out.split('\n').filter(Boolean).map((l) => JSON.parse(l).msg));
      }, ms);
    });

  it('writes an error at once, after the request lines gathered before it', async () => {
    expect(await linesWithin("logger.info('request'); logger.error('worker killed by SIGKILL')", 600)).toEqual(['request', 'worker killed by SIGKILL']);
  });

  it('gathers request lines, and writes them within a second', async () => {
    expect(await linesWithin("logger.info('request')", 300)).toEqual([]);
    expect(await linesWithin("logger.info('request')", 1600)).toEqual(['request']);
  });
});
