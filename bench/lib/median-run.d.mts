export function medianRun<T extends { performance: number }>(runs: T[]): T & { performanceRuns: number[] };
