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
