import { describe, expect, it } from 'vitest';
import { toCachedPage } from '../../bench/lib/dynamic.mjs';

describe('the dynamic path and the floor are reported as ratios to the cached page of the same run', () => {
  const rows = toCachedPage([
    { name: 'cached page', rps: 15000, cpuMs: 0.06 },
    { name: 'a search', rps: 60, cpuMs: 20 },
    { name: 'a row measured without CPU figures', rps: 150 },
  ]);

  it('gives the cached page itself 1 on both scales', () => {
    expect(rows[0]).toMatchObject({ ratio: 1, cpuRatio: 1 });
  });

  it('divides a row’s requests per second by the cached page’s', () => {
    expect(rows[1].ratio).toBe(0.004);
    expect(rows[2].ratio).toBe(0.01);
  });

  it('divides the cached page’s CPU per request by the row’s, so both ratios read the same way', () => {
    expect(rows[1].cpuRatio).toBe(0.003);
    expect(rows[2].cpuRatio).toBeUndefined();
  });
});
