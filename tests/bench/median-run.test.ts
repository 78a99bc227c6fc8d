import { describe, expect, it } from 'vitest';
import { medianRun } from '../../bench/lib/median-run.mjs';

describe('the Lighthouse row of a page is its median run', () => {
  it('reports the run with the middle performance score, with every figure from that run', () => {
    const runs = [
      { performance: 97, lcpMs: 2100, seo: 100 },
      { performance: 89, lcpMs: 3200, seo: 100 },
      { performance: 94, lcpMs: 2600, seo: 92 },
    ];
    expect(medianRun(runs)).toEqual({ performance: 94, lcpMs: 2600, seo: 92, performanceRuns: [97, 89, 94] });
  });

  it('takes the lower middle run when the count is even, so a target is never met by rounding up', () => {
    const runs = [{ performance: 96 }, { performance: 93 }, { performance: 99 }, { performance: 95 }];
    expect(medianRun(runs).performance).toBe(95);
  });

  it('refuses to report a page that was never measured', () => {
    expect(() => medianRun([])).toThrow();
  });
});
